import Cascader from '@cascadia/react';
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

/** The page owns the value: the cascader shows it and reports changes to it. */
export default function ControlledValue() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <button type="button" onClick={() => setValue(['bj', 'chaoyang'])}>
        set value to 北京朝阳区
      </button>
      <Cascader
        options={addressOptions}
        value={value}
        onChange={(next: string[] | undefined) => setValue(next ?? [])}
        aria-label="Address"
        style={{ width: 240 }}
      />
    </div>
  );
}
