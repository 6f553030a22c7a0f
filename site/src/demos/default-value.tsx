import Cascader from '@cascadia/react';
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
  // Filler entries, so the first column is long enough to scroll.
  ...[1, 2, 3, 4, 5].map((n) => ({ label: `占位${n}`, value: `placeholder${n}` })),
];

export default function DefaultValue() {
  return (
    <Cascader
      options={addressOptions}
      defaultValue={['zj', 'hangzhou', 'yuhang']}
      aria-label="Address"
      style={{ width: 240 }}
    />
  );
}
