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
];

/** dropdownRender wraps the menus: here, a footer under them. */
export default function DropdownRender() {
  return (
    <Cascader
      options={addressOptions}
      placeholder="please select address"
      aria-label="Address"
      style={{ width: 240 }}
      dropdownRender={(menus) => (
        <div>
          {menus}
          <hr style={{ margin: 0, border: 0, borderTop: '1px solid rgb(128 128 128 / 30%)' }} />
          <div style={{ padding: 8 }}>Hey, DropdownRender, Long DropdownRender, Long DropdownRender</div>
        </div>
      )}
    />
  );
}
