import Cascader from '@cascadia/react';
import '@cascadia/react/styles.css';

const options = [
  {
    label: 'Zhejiang',
    value: 'zj',
    children: [{ label: 'Hangzhou', value: 'hangzhou' }],
  },
  { label: 'Jiangsu', value: 'js', children: [{ label: 'Nanjing', value: 'nanjing' }] },
];

export function App() {
  return <Cascader options={options} defaultValue={['zj', 'hangzhou']} placeholder="Pick a city" />;
}
