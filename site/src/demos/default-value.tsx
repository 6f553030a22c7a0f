import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';

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
  // Filler entries, so the first column is long enough to scroll.
  ...[1, 2, 3, 4, 5].map((n) => ({ label: `占位${n}`, value: `placeholder${n}` })),
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    name: 'Address',
  },
  zh: {
    name: '地址',
  },
};

export default function DefaultValue() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  return (
    <Cascader
      options={addressOptions}
      defaultValue={['zj', 'hangzhou', 'yuhang']}
      aria-label={t.name}
      style={{ width: 240 }}
    />
  );
}
