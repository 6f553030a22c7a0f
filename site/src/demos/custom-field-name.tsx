import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';

// The data keeps its own keys: name for the label, code for the value, nodes for the children.
const regions = [
  {
    name: '福建',
    code: 'fj',
    nodes: [
      { name: '福州', code: 'fuzhou', nodes: [{ name: '马尾', code: 'mawei' }] },
      { name: '泉州', code: 'quanzhou' },
    ],
  },
  {
    name: '浙江',
    code: 'zj',
    nodes: [{ name: '杭州', code: 'hangzhou', nodes: [{ name: '余杭', code: 'yuhang' }] }],
  },
  {
    name: '北京',
    code: 'bj',
    nodes: [
      { name: '朝阳区', code: 'chaoyang' },
      { name: '海淀区', code: 'haidian', disabled: true },
    ],
  },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    placeholder: 'please select address',
    name: 'Address',
  },
  zh: {
    placeholder: '请选择地址',
    name: '地址',
  },
};

export default function CustomFieldNames() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  return (
    <Cascader
      options={regions}
      fieldNames={{ label: 'name', value: 'code', children: 'nodes' }}
      placeholder={t.placeholder}
      aria-label={t.name}
      style={{ width: 240 }}
    />
  );
}
