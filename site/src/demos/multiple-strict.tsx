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

/** checkStrictly: checking a parent leaves its children alone, and the other way round. */
export default function MultipleStrict() {
  return (
    <Cascader
      checkable
      checkStrictly
      options={addressOptions}
      defaultValue={[['fj'], ['fj', 'fuzhou', 'mawei']]}
      placeholder="Check any level"
      aria-label="Regions"
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}
