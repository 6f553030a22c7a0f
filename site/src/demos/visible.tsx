import Cascader, { type CascaderRef, useCascaderLocale } from '@cascadia/react';
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

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    name: 'Address',
    open: 'Open the popup',
    close: 'Close the popup',
    isOpen: 'The popup is open',
    isClosed: 'The popup is closed',
  },
  zh: {
    name: '地址',
    open: '打开弹层',
    close: '关闭弹层',
    isOpen: '弹层已打开',
    isClosed: '弹层已关闭',
  },
};

/**
 * The page decides when the popup is open; the cascader asks through onDropdownVisibleChange.
 * Opening from the button moves the focus to the cascader, where the arrows and Escape work.
 */
export default function ControlledVisibility() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
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
        aria-label={t.name}
        style={{ width: 240 }}
      />
      <button
        type="button"
        onPointerDown={() => {
          openWhenPressed.current = open;
        }}
        onClick={toggle}
      >
        {open ? t.close : t.open}
      </button>
      <output>{open ? t.isOpen : t.isClosed}</output>
    </div>
  );
}
