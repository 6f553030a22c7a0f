import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useRef, useState } from 'react';

interface Place {
  label: string;
  value: string;
  disabled?: boolean;
  children?: Place[];
}

const options: Place[] = [
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
      { label: '海淀区', value: 'haidian', disabled: true },
    ],
  },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  // What follows the prop's name, which stays as it is written in code.
  en: { address: 'Address', areas: 'Delivery areas', calls: ' calls', separator: ': ' },
  zh: { address: '地址', areas: '配送区域', calls: ' 调用次数', separator: '：' },
};

/**
 * The address cascader as a phone shows it: a bottom sheet (here inside a phone frame; on a real
 * phone-width touch screen every cascader of the site is one by itself). Drag the handle down to
 * dismiss, swipe sideways between levels (or press back and forward at the bottom), type in the
 * search field above the keyboard. The second is checkable in `confirm` mode: checking changes
 * nothing until Done, Cancel restores the value.
 */
export default function MobileSheet() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const frame = useRef<HTMLDivElement>(null);
  const [changes, setChanges] = useState(0);
  const [areas, setAreas] = useState<string[][]>([['zj']]);
  return (
    <div
      ref={frame}
      style={{
        position: 'relative',
        boxSizing: 'border-box',
        width: 360,
        maxWidth: '100%',
        height: 640,
        padding: 16,
        overflow: 'hidden',
        border: '1px solid rgba(128, 128, 128, 0.4)',
        borderRadius: 32,
      }}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <Cascader
          options={options}
          presentation="sheet"
          showSearch
          getPopupContainer={() => frame.current ?? document.body}
          placeholder={t.address}
          aria-label={t.address}
          style={{ width: '100%' }}
        />
        <Cascader
          options={options}
          presentation="sheet"
          checkable
          confirm
          value={areas}
          onChange={(value: string[][]) => {
            setAreas(value);
            setChanges((n) => n + 1);
          }}
          getPopupContainer={() => frame.current ?? document.body}
          placeholder={t.areas}
          aria-label={t.areas}
          style={{ width: '100%' }}
        />
        <output aria-label={`onChange${t.calls}`}>
          <code>onChange</code>
          {t.calls}
          {t.separator}
          {changes}
        </output>
      </div>
    </div>
  );
}
