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

/** The page decides when the popup is open; the cascader asks through onDropdownVisibleChange. */
export default function ControlledVisibility() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <Cascader
        options={addressOptions}
        open={open}
        onDropdownVisibleChange={setOpen}
        aria-label="Address"
        style={{ width: 240 }}
      />
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Open'} the popup
      </button>
      <output>The popup is {open ? 'open' : 'closed'}</output>
    </div>
  );
}
