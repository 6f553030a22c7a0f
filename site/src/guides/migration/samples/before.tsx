// Before: rc-cascader 3.x (or @rc-component/cascader 1.x: the same code).
import Cascader from 'rc-cascader';

interface Region {
  label: string;
  value: string;
  children?: Region[];
}

export function Address({ options }: { options: Region[] }) {
  return (
    <Cascader
      options={options}
      changeOnSelect
      showSearch={{ limit: 20 }}
      onChange={(value, selectedOptions) => console.log(value, selectedOptions)}
      placeholder="Address"
    />
  );
}
