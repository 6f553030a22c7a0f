import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useState } from 'react';

interface Region {
  label: string;
  value: string;
  isLeaf?: boolean;
  children?: Region[];
}

const initialOptions: Region[] = [
  { label: '福建', value: 'fj', isLeaf: false },
  { label: '浙江', value: 'zj', isLeaf: false },
];

const ArrowIcon = (
  <svg viewBox="0 0 16 16" width="12" height="12" fill="currentColor" aria-hidden="true">
    <path d="M5.5 2.5 11 8l-5.5 5.5-1.4-1.4L8.2 8 4.1 3.9z" />
  </svg>
);

const LoadingIcon = (
  <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
    <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="28 10">
      <animateTransform
        attributeName="transform"
        type="rotate"
        from="0 8 8"
        to="360 8 8"
        dur="0.8s"
        repeatCount="indefinite"
      />
    </circle>
  </svg>
);

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

/** Custom expand and loading icons on a lazily loaded tree; every load takes 1.5 s. */
export default function CustomIcons() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const [options, setOptions] = useState(initialOptions);

  const loadData = (selectedOptions: Region[]) => {
    const target = selectedOptions[selectedOptions.length - 1];
    setTimeout(() => {
      target.children = [
        { label: `${target.label}动态加载1`, value: `${target.value}-dynamic1`, isLeaf: false },
        { label: `${target.label}动态加载2`, value: `${target.value}-dynamic2` },
      ];
      setOptions((current) => [...current]);
    }, 1500);
  };

  return (
    <Cascader
      options={options}
      loadData={loadData}
      changeOnSelect
      expandIcon={ArrowIcon}
      loadingIcon={LoadingIcon}
      placeholder={t.placeholder}
      aria-label={t.name}
      style={{ width: 240 }}
    />
  );
}
