import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useState } from 'react';

interface Region {
  label: string;
  value: string;
  isLeaf?: boolean;
  disableCheckbox?: boolean;
  children?: Region[];
}

const initialOptions: Region[] = [
  {
    label: '福建',
    value: 'fj',
    children: [
      { label: '福州', value: 'fuzhou', children: [{ label: '马尾', value: 'mawei' }] },
      { label: '泉州', value: 'quanzhou' },
      { label: '厦门（不可勾选）', value: 'xiamen', disableCheckbox: true },
    ],
  },
  {
    label: '浙江',
    value: 'zj',
    children: [{ label: '杭州', value: 'hangzhou', children: [{ label: '余杭', value: 'yuhang' }] }],
  },
  { label: '北京（按需加载）', value: 'bj', isLeaf: false },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    placeholder: 'Choose districts',
    name: 'Districts',
  },
  zh: {
    placeholder: '选择地区',
    name: '地区',
  },
};

/** Checkable selection reporting leaves only, with a lazily loaded branch and at most two tags. */
export default function Multiple() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const [options, setOptions] = useState(initialOptions);
  const [value, setValue] = useState<string[][]>([['zj', 'hangzhou', 'yuhang']]);

  const loadData = (selectedOptions: Region[]) => {
    const target = selectedOptions[selectedOptions.length - 1];
    setTimeout(() => {
      target.children = [
        { label: '朝阳区', value: 'chaoyang' },
        { label: '海淀区', value: 'haidian' },
      ];
      setOptions((current) => [...current]);
    }, 500);
  };

  return (
    <Cascader
      checkable
      showCheckedStrategy={Cascader.SHOW_CHILD}
      options={options}
      loadData={loadData}
      value={value}
      onChange={(next: string[][]) => setValue(next)}
      maxTagCount={2}
      placeholder={t.placeholder}
      aria-label={t.name}
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}
