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

const linkStyle = {
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
};

/** Any element can be the trigger: here a text link, with the chosen labels beside it. */
export default function TextTrigger() {
  const [area, setArea] = useState('未选择');
  return (
    <div>
      <span>{area}</span>{' '}
      <Cascader
        options={addressOptions}
        onChange={(_value, selectedOptions: { label: string }[]) =>
          setArea(selectedOptions.map((option) => option.label).join(', '))
        }
      >
        <button type="button" style={linkStyle}>
          切换地区
        </button>
      </Cascader>
    </div>
  );
}
