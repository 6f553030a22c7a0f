import type { ReactNode } from 'react';
import { L } from '../../../i18n/L';
import { useLocale } from '../../../i18n/useLocale';

/** A column name: the same in both languages, or an English and a Chinese text. */
type Column = string | { en: string; zh: string };

/**
 * A readme table with a header row of column names, in a box that scrolls sideways on a narrow
 * screen instead of widening the page. `children` are the body's rows. The box takes the focus,
 * named by `label`, so that a keyboard can scroll it too.
 */
export function ScrollTable({
  label,
  columns,
  children,
}: {
  label: { en: string; zh: string };
  columns: readonly Column[];
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard to scroll it
    <section className="table-scroll" tabIndex={0} aria-label={locale === 'zh-CN' ? label.zh : label.en}>
      <table>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.en} scope="col">
                  <L en={column.en} zh={column.zh} />
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
