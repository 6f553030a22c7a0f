import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useState } from 'react';

const addressOptions = [
  {
    label: '福建',
    value: 'fj',
    children: [
      { label: '福州', value: 'fuzhou', children: [{ label: '马尾', value: 'mawei' }] },
      { label: '泉州', value: 'quanzhou' },
    ],
  },
  {
    label: '浙江',
    value: 'zj',
    children: [{ label: '杭州', value: 'hangzhou', children: [{ label: '余杭', value: 'yuhang' }] }],
  },
  {
    label: '北京',
    value: 'bj',
    children: [
      { label: '朝阳区', value: 'chaoyang' },
      { label: '海淀区', value: 'haidian' },
    ],
  },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    set: 'set value to 北京朝阳区',
    name: 'Address',
  },
  zh: {
    set: '将值设为北京朝阳区',
    name: '地址',
  },
};

/** The page owns the value: the cascader shows it and reports changes to it. */
export default function ControlledValue() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const [value, setValue] = useState<string[]>([]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <button type="button" onClick={() => setValue(['bj', 'chaoyang'])}>
        {t.set}
      </button>
      <Cascader
        options={addressOptions}
        value={value}
        onChange={(next: string[] | undefined) => setValue(next ?? [])}
        aria-label={t.name}
        style={{ width: 240 }}
      />
    </div>
  );
}
