import Cascader, { type BuildInPlacements } from '@cascadia/react';
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

export default function AdjustOverflow() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <Cascader
        options={addressOptions}
        builtinPlacements={withOverflow(1)}
        placeholder="Will adjust position"
        aria-label="Address (adjusts its popup)"
        style={{ width: 170 }}
      />
      <Cascader
        options={addressOptions}
        builtinPlacements={withOverflow(0)}
        placeholder="Will not adjust position"
        aria-label="Address (fixed popup)"
        style={{ width: 170 }}
      />
    </div>
  );
}
