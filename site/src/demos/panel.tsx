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

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 } as const;

/** The columns inline, always open: single, checkable, right to left, and empty. */
export default function PanelDemo() {
  const [value, setValue] = useState<string[]>(['bj', 'haidian']);
  const [disabled, setDisabled] = useState(false);
  return (
    <div>
      <div style={row}>
        <button type="button" onClick={() => setValue(['fj', 'fuzhou', 'mawei'])}>
          Set Value
        </button>
        <button type="button" onClick={() => setDisabled(!disabled)}>
          {disabled ? 'enable' : 'disable'} panel
        </button>
        <output>Value: {value.join(' / ') || '—'}</output>
      </div>
      <div style={row}>
        <Cascader.Panel
          options={addressOptions}
          value={value}
          onChange={(next: string[]) => setValue(next)}
          disabled={disabled}
          aria-label="Single selection"
        />
      </div>
      <div style={row}>
        <Cascader.Panel
          checkable
          options={addressOptions}
          disabled={disabled}
          aria-label="Multiple selection"
        />
      </div>
      <div style={row} dir="rtl">
        <Cascader.Panel
          options={addressOptions}
          direction="rtl"
          disabled={disabled}
          aria-label="Right to left"
        />
      </div>
      <div style={row}>
        <Cascader.Panel notFoundContent="Empty!!!" aria-label="Empty" />
      </div>
    </div>
  );
}
