import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';

const addressOptions = [
  {
    label: '福建',
    value: 'fj',
    children: [
      { label: '福州', value: 'fuzhou', children: [{ label: '马尾', value: 'mawei' }] },
      { label: '泉州', value: 'quanzhou', disabled: true },
    ],
  },
  {
    label: '浙江',
    value: 'zj',
    disabled: true,
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
    disabledName: 'Address (disabled)',
    placeholder: 'Some options are disabled',
    name: 'Address',
  },
  zh: {
    disabledName: '地址（已禁用）',
    placeholder: '部分选项已禁用',
    name: '地址',
  },
};

/** A cascader that cannot be opened, and one whose tree has options that cannot be chosen. */
export default function Disabled() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <Cascader
        options={addressOptions}
        defaultValue={['fj', 'fuzhou', 'mawei']}
        disabled
        aria-label={t.disabledName}
        style={{ width: 240 }}
      />
      <Cascader
        options={addressOptions}
        placeholder={t.placeholder}
        aria-label={t.name}
        style={{ width: 240 }}
      />
    </div>
  );
}
