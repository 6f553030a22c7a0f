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
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    placeholder: 'Check any level',
    name: 'Regions',
  },
  zh: {
    placeholder: '任意一级均可勾选',
    name: '地区',
  },
};

/** checkStrictly: checking a parent leaves its children alone, and the other way round. */
export default function MultipleStrict() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  return (
    <Cascader
      checkable
      checkStrictly
      options={addressOptions}
      defaultValue={[['fj'], ['fj', 'fuzhou', 'mawei']]}
      placeholder={t.placeholder}
      aria-label={t.name}
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}
