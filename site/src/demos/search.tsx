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
      { label: '海淀区', value: 'haidian', disabled: true },
    ],
  },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    placeholder: 'Type to search, e.g. 州',
    name: 'Address',
  },
  zh: {
    placeholder: '输入以搜索，例如“州”',
    name: '地址',
  },
};

/** Type to filter: matches are highlighted, and the empty state has its own text. */
export default function Search() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  return (
    <Cascader
      options={addressOptions}
      showSearch
      notFoundContent="Empty Content!"
      placeholder={t.placeholder}
      aria-label={t.name}
      style={{ width: '100%', maxWidth: 300 }}
    />
  );
}
