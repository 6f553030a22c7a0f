import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useState } from 'react';

const options = [
  {
    label: '浙江',
    value: 'zhejiang',
    children: [{ label: '杭州', value: 'hangzhou', children: [{ label: '西湖', value: 'xihu' }] }],
  },
  {
    label: '江苏',
    value: 'jiangsu',
    children: [{ label: '南京', value: 'nanjing', children: [{ label: '中华门', value: 'zhonghuamen' }] }],
  },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    placeholder: 'please select',
    name: 'Place',
  },
  zh: {
    placeholder: '请选择',
    name: '地点',
  },
};

/**
 * Choosing 浙江 chooses 杭州 and 西湖 too: each is the only option below the last one.
 * The rule is the library's (expandSingleOption); the page only keeps the value.
 */
export default function ExpandSingleOption() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const [value, setValue] = useState<string[]>([]);
  return (
    <Cascader
      options={options}
      value={value}
      onChange={(next: string[] | undefined) => setValue(next ?? [])}
      changeOnSelect
      expandSingleOption
      placeholder={t.placeholder}
      aria-label={t.name}
      style={{ width: 260 }}
    />
  );
}
