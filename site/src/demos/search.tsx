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
      { label: '海淀区', value: 'haidian', disabled: true },
    ],
  },
];

/** Type to filter: matches are highlighted, and the empty state has its own text. */
export default function Search() {
  return (
    <Cascader
      options={addressOptions}
      showSearch
      notFoundContent="Empty Content!"
      placeholder="Type to search, e.g. 州"
      aria-label="Address"
      style={{ width: '100%', maxWidth: 300 }}
    />
  );
}
