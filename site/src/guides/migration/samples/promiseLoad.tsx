import Cascader from '@cascadia/react';
import { useState } from 'react';

interface Region {
  label: string;
  value: string;
  isLeaf?: boolean;
  children?: Region[];
}

const provinces: Region[] = [{ label: 'Zhejiang', value: 'zj', isLeaf: false }];

// rc-cascader's style still works (set option.children, then pass new options). Cascadia also
// takes the children as the loader's answer; a second parameter brings an AbortSignal, aborted
// when the popup closes or the user leaves the branch. A rejection shows a retry, not a spinner.
export function LazyAddress() {
  const [options] = useState(provinces);
  return (
    <Cascader<Region>
      options={options}
      loadData={async (selectedOptions, { signal }) => {
        const parent = selectedOptions[selectedOptions.length - 1];
        const response = await fetch(`/api/cities?of=${parent.value}`, { signal });
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        return (await response.json()) as Region[];
      }}
    />
  );
}
