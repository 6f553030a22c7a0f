import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useState } from 'react';

const options = [
  {
    label: '福建',
    value: 'fj',
    children: [
      { label: '福州', value: 'fuzhou', disabled: true, children: [{ label: '马尾', value: 'mawei' }] },
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
  {
    label: '顶层禁用',
    value: 'disabled-top',
    disabled: true,
    children: [{ label: '看不见', value: 'unseen' }],
  },
  { label: '空孩子', value: 'empty-children', children: [] },
  { label: '测试标题', value: 'with-title', title: 'A title that is not the label' },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    multiple: 'Multiple',
    name: 'Region',
  },
  zh: {
    multiple: '多选',
    name: '地区',
  },
};

/** Toggle checkable mode on a tree with the awkward cases: disabled levels, empty children, a title. */
export default function Debug() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const [multiple, setMultiple] = useState(false);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <label>
        <input type="checkbox" checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />{' '}
        {t.multiple}
      </label>
      <Cascader
        // A new mode is a new cascader: the value's shape differs (one path, or a list of paths).
        key={multiple ? 'multiple' : 'single'}
        options={options}
        checkable={multiple}
        defaultValue={multiple ? [['fj', 'fuzhou']] : ['fj', 'fuzhou']}
        allowClear
        showSearch
        aria-label={t.name}
        style={{ width: 200 }}
      />
    </div>
  );
}
