// After: only the import changes (and, if you used rc-cascader's stylesheet, the one below).
import Cascader from '@cascadia/react';
import '@cascadia/react/styles.css';

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
