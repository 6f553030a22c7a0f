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
  {
    label: '台湾',
    value: 'tw',
    children: [
      { label: '台北', value: 'taipei', children: [{ label: '中正区', value: 'zhongzheng' }] },
      { label: '高雄', value: 'gaoxiong' },
    ],
  },
  { label: '香港', value: 'xg' },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    placeholder: 'Hover to expand children',
    name: 'Address',
  },
  zh: {
    placeholder: '悬停展开下一级',
    name: '地址',
  },
};

/** Columns open when the pointer rests on an option. */
export default function Hover() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  return (
    <Cascader
      options={addressOptions}
      expandTrigger="hover"
      placeholder={t.placeholder}
      aria-label={t.name}
      style={{ width: 240 }}
    />
  );
}
