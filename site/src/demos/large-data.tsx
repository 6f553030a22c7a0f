import Cascader from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useEffect, useMemo, useState } from 'react';

interface Node {
  label: string;
  value: string;
  children?: Node[];
}

/** 20 regions × 50 cities × 105 districts: 106,020 options. */
function generate(): Node[] {
  return Array.from({ length: 20 }, (_, r) => ({
    label: `Region ${r + 1}`,
    value: `r${r}`,
    children: Array.from({ length: 50 }, (_, c) => ({
      label: `City ${r + 1}-${c + 1}`,
      value: `c${c}`,
      children: Array.from({ length: 105 }, (_, d) => ({
        label: `District ${r + 1}-${c + 1}-${d + 1}`,
        value: `d${d}`,
      })),
    })),
  }));
}

function count(nodes: Node[]): number {
  return nodes.reduce((sum, node) => sum + 1 + (node.children ? count(node.children) : 0), 0);
}

/** Columns and search results are virtualised, so a six-figure tree opens and filters smoothly. */
export default function LargeData() {
  const [startedAt] = useState(() => performance.now());
  const options = useMemo(generate, []);
  const total = useMemo(() => count(options), [options]);
  const [readyIn, setReadyIn] = useState<number | null>(null);

  // The first commit of the mounted cascader: generation, indexing and rendering included.
  useEffect(() => setReadyIn(performance.now() - startedAt), [startedAt]);

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
      <Cascader
        options={options}
        showSearch
        placeholder="Search 100,000+ options"
        aria-label="District"
        style={{ width: 300 }}
      />
      <output>
        {total.toLocaleString('en-US')} options
        {readyIn !== null && `, ready in ${Math.round(readyIn)} ms`}
      </output>
    </div>
  );
}
