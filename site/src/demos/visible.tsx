import Cascader, { type CascaderRef } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { type MouseEvent, useRef, useState } from 'react';

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

/**
 * The page decides when the popup is open; the cascader asks through onDropdownVisibleChange.
 * Opening from the button moves the focus to the cascader, where the arrows and Escape work.
 */
export default function ControlledVisibility() {
  const [open, setOpen] = useState(false);
  const cascader = useRef<CascaderRef>(null);
  // A press outside the cascader (on this button too) closes the popup before the click comes:
  // a click by the pointer acts on what the page showed when it was pressed.
  const openWhenPressed = useRef(false);
  const toggle = (event: MouseEvent) => {
    const wasOpen = event.detail > 0 ? openWhenPressed.current : open;
    setOpen(!wasOpen);
    if (!wasOpen) cascader.current?.focus();
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <Cascader
        ref={cascader}
        options={addressOptions}
        open={open}
        onDropdownVisibleChange={setOpen}
        aria-label="Address"
        style={{ width: 240 }}
      />
      <button
        type="button"
        onPointerDown={() => {
          openWhenPressed.current = open;
        }}
        onClick={toggle}
      >
        {open ? 'Close' : 'Open'} the popup
      </button>
      <output>The popup is {open ? 'open' : 'closed'}</output>
    </div>
  );
}
