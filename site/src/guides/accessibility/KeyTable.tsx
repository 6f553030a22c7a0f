import { Fragment } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { ScrollTable } from '../../pages/readme/sections/ScrollTable';
import type { KeyRow } from './keys';

/** A table of keys and what each does, under its title `label`, which names it too. */
export function KeyTable({ label, rows }: { label: { en: string; zh: string }; rows: readonly KeyRow[] }) {
  const locale = useLocale();
  return (
    <>
      <p>
        <strong>{locale === 'zh-CN' ? label.zh : label.en}</strong>
      </p>
      <ScrollTable
        label={label}
        columns={[
          { en: 'Key', zh: '按键' },
          { en: 'What it does', zh: '作用' },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.keys.join(' ')}>
            <td>
              {row.keys.map((key, i) => (
                <Fragment key={key}>
                  {i > 0 && ' '}
                  <kbd>{key}</kbd>
                </Fragment>
              ))}
            </td>
            <td>{row.does[locale]}</td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}
