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
    placeholder: 'please select address',
    name: 'Address',
  },
  zh: {
    placeholder: '请选择地址',
    name: '地址',
  },
};

/** Every level can be chosen, and columns open on hover. */
export default function ChangeOnSelect() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const [address, setAddress] = useState('');
  return (
    <Cascader
      options={addressOptions}
      changeOnSelect
      expandTrigger="hover"
      onChange={(_value, selectedOptions: { label: string }[]) =>
        setAddress(selectedOptions.map((option) => option.label).join(', '))
      }
    >
      <input placeholder={t.placeholder} aria-label={t.name} value={address} readOnly />
    </Cascader>
  );
}
