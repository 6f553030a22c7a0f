import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useMemo, useState } from 'react';

/** How many options the one column holds. */
const COUNT = 50_000;

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    placeholder: 'Pick one of 50,000',
    name: 'Long list',
    chose: (n: number) => `Chose option ${n.toLocaleString('en-US')}`,
    nothing: 'Nothing chosen yet',
  },
  zh: {
    placeholder: '从 50,000 项中选择一项',
    name: '长列表',
    chose: (n: number) => `已选择第 ${n.toLocaleString('zh-CN')} 项`,
    nothing: '尚未选择',
  },
};

/**
 * One column of 50,000 options. Only the rows in view are rendered; PageUp and PageDown move a
 * page of rows (as many as fit in the column), Home and End go to either end, and search finds
 * any of them.
 */
export default function LongList() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const options = useMemo(
    () =>
      Array.from({ length: COUNT }, (_, i) => ({
        label: `Option ${(i + 1).toLocaleString('en-US')}`,
        value: i + 1,
      })),
    [],
  );
  const [value, setValue] = useState<(string | number)[]>();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <Cascader
        options={options}
        value={value}
        onChange={(next) => setValue(next as (string | number)[])}
        showSearch
        placeholder={t.placeholder}
        aria-label={t.name}
        style={{ width: 240 }}
      />
      <output>{value ? t.chose(value[0] as number) : t.nothing}</output>
    </div>
  );
}
