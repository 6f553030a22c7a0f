import Cascader from '@cascadia/react';
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

/** A cascader that cannot be opened, and one whose tree has options that cannot be chosen. */
export default function Disabled() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <Cascader
        options={addressOptions}
        defaultValue={['fj', 'fuzhou', 'mawei']}
        disabled
        aria-label="Address (disabled)"
        style={{ width: 240 }}
      />
      <Cascader
        options={addressOptions}
        placeholder="Some options are disabled"
        aria-label="Address"
        style={{ width: 240 }}
      />
    </div>
  );
}
