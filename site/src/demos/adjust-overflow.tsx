import Cascader, { type BuildInPlacements, useCascaderLocale } from '@cascadia/react';
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
];

// The same four placements, once allowed to flip and shift to stay on screen, once fixed.
const corners = {
  bottomLeft: { points: ['tl', 'bl'], offset: [0, 4] },
  bottomRight: { points: ['tr', 'br'], offset: [0, 4] },
  topLeft: { points: ['bl', 'tl'], offset: [0, -4] },
  topRight: { points: ['br', 'tr'], offset: [0, -4] },
};

const withOverflow = (adjust: 0 | 1): BuildInPlacements =>
  Object.fromEntries(
    Object.entries(corners).map(([name, align]) => [
      name,
      { ...align, overflow: { adjustX: adjust, adjustY: adjust, shiftX: adjust, shiftY: adjust } },
    ]),
  );

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    adjusts: 'Will adjust position',
    adjustsName: 'Address (adjusts its popup)',
    fixed: 'Will not adjust position',
    fixedName: 'Address (fixed popup)',
  },
  zh: {
    adjusts: '会自动调整位置',
    adjustsName: '地址（弹层自动调整）',
    fixed: '不会调整位置',
    fixedName: '地址（弹层位置固定）',
  },
};

export default function AdjustOverflow() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <Cascader
        options={addressOptions}
        builtinPlacements={withOverflow(1)}
        placeholder={t.adjusts}
        aria-label={t.adjustsName}
        style={{ width: 170 }}
      />
      <Cascader
        options={addressOptions}
        builtinPlacements={withOverflow(0)}
        placeholder={t.fixed}
        aria-label={t.fixedName}
        style={{ width: 170 }}
      />
    </div>
  );
}
