import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';

interface Region {
  label: string;
  value: string;
  title: string;
  children?: Region[];
}

const addressOptions: Region[] = [
  {
    label: '福建',
    value: 'fj',
    title: 'Fujian province',
    children: [
      {
        label: '福州',
        value: 'fuzhou',
        title: 'The capital',
        children: [{ label: '马尾', value: 'mawei', title: 'A port' }],
      },
      { label: '泉州', value: 'quanzhou', title: 'On the coast' },
    ],
  },
  {
    label: '北京',
    value: 'bj',
    title: 'Beijing municipality',
    children: [
      { label: '朝阳区', value: 'chaoyang', title: 'Chaoyang district' },
      { label: '海淀区', value: 'haidian', title: 'Haidian district' },
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

/** optionRender draws each option: the label with its title underneath. */
export default function OptionRender() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  return (
    <Cascader
      options={addressOptions}
      optionRender={(option: Region) => (
        <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
          <span>{option.label}</span>
          <small style={{ opacity: 0.8 }}>{option.title}</small>
        </span>
      )}
      listItemHeight={44}
      placeholder={t.placeholder}
      aria-label={t.name}
      style={{ width: 240 }}
    />
  );
}
