'use client';
// A Client Component of your own: it may hold state and pass functions (onChange, loadData),
// which a Server Component cannot send across.
import Cascader from '@cascadia/react';
import { useState } from 'react';

interface City {
  label: string;
  value: string;
  children?: City[];
}

export function CityPicker({ options }: { options: City[] }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      {/* One path (`false`: not multiple); a clear hands `undefined`. */}
      <Cascader<City, 'value', false>
        options={options}
        value={value}
        onChange={(next) => setValue(next ?? [])}
      />
      <input type="hidden" name="city" value={value.join('/')} />
    </>
  );
}
