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

/**
 * Children load on demand, the rc-cascader way: the loader gives the option its children and
 * hands over new options. The cascader shows the branch as loading until they arrive. The
 * "server" is a one-second timer.
 */
export default function DynamicOptions() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const [options, setOptions] = useState(initialOptions);
  const [address, setAddress] = useState('');

  const loadData = (selectedOptions: Region[]) => {
    const target = selectedOptions[selectedOptions.length - 1];
    setTimeout(() => {
      target.children = [
        { label: `${target.label}动态加载1`, value: `${target.value}-dynamic1` },
        { label: `${target.label}动态加载2`, value: `${target.value}-dynamic2` },
      ];
      setOptions((current) => [...current]);
    }, 1000);
  };

  return (
    <Cascader
      options={options}
      loadData={loadData}
      changeOnSelect
      onChange={(_value, selectedOptions: Region[]) =>
        setAddress(selectedOptions.map((option) => option.label).join(', '))
      }
    >
      <input placeholder={t.placeholder} aria-label={t.name} value={address} readOnly />
    </Cascader>
  );
}
