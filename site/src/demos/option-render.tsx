import Cascader from '@cascadia/react';
import '@cascadia/react/styles.css';

interface Region {
  label: string;
  value: string;
  title: string;
  children?: Region[];
}

const addressOptions: Region[] = [
  {
    label: '福建',
    value: 'fj',
    title: 'Fujian province',
    children: [
      {
        label: '福州',
        value: 'fuzhou',
        title: 'The capital',
        children: [{ label: '马尾', value: 'mawei', title: 'A port' }],
      },
      { label: '泉州', value: 'quanzhou', title: 'On the coast' },
    ],
  },
  {
    label: '北京',
    value: 'bj',
    title: 'Beijing municipality',
    children: [
      { label: '朝阳区', value: 'chaoyang', title: 'Chaoyang district' },
      { label: '海淀区', value: 'haidian', title: 'Haidian district' },
    ],
  },
];

/** optionRender draws each option: the label with its title underneath. */
export default function OptionRender() {
  return (
    <Cascader
      options={addressOptions}
      optionRender={(option: Region) => (
        <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
          <span>{option.label}</span>
          <small style={{ opacity: 0.8 }}>{option.title}</small>
        </span>
      )}
      listItemHeight={44}
      placeholder="please select address"
      aria-label="Address"
      style={{ width: 240 }}
    />
  );
}
