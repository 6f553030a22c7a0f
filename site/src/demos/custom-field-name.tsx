import Cascader from '@cascadia/react';
import '@cascadia/react/styles.css';

// The data keeps its own keys: name for the label, code for the value, nodes for the children.
const regions = [
  {
    name: '福建',
    code: 'fj',
    nodes: [
      { name: '福州', code: 'fuzhou', nodes: [{ name: '马尾', code: 'mawei' }] },
      { name: '泉州', code: 'quanzhou' },
    ],
  },
  {
    name: '浙江',
    code: 'zj',
    nodes: [{ name: '杭州', code: 'hangzhou', nodes: [{ name: '余杭', code: 'yuhang' }] }],
  },
  {
    name: '北京',
    code: 'bj',
    nodes: [
      { name: '朝阳区', code: 'chaoyang' },
      { name: '海淀区', code: 'haidian', disabled: true },
    ],
  },
];

export default function CustomFieldNames() {
  return (
    <Cascader
      options={regions}
      fieldNames={{ label: 'name', value: 'code', children: 'nodes' }}
      placeholder="please select address"
      aria-label="Address"
      style={{ width: 240 }}
    />
  );
}
