import Cascader from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useMemo, useState } from 'react';

/** How many options the one column holds. */
const COUNT = 50_000;

/**
 * One column of 50,000 options. Only the rows in view are rendered; PageUp and PageDown move a
 * page of rows (as many as fit in the column), Home and End go to either end, and search finds
 * any of them.
 */
export default function LongList() {
  const options = useMemo(
    () =>
      Array.from({ length: COUNT }, (_, i) => ({
        label: `Option ${(i + 1).toLocaleString('en-US')}`,
        value: i + 1,
      })),
    [],
  );
  const [value, setValue] = useState<(string | number)[]>();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <Cascader
        options={options}
        value={value}
        onChange={(next) => setValue(next as (string | number)[])}
        showSearch
        placeholder="Pick one of 50,000"
        aria-label="Long list"
        style={{ width: 240 }}
      />
      <output>{value ? `Chose option ${value[0].toLocaleString('en-US')}` : 'Nothing chosen yet'}</output>
    </div>
  );
}
