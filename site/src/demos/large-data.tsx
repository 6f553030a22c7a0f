import Cascader from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useEffect, useMemo, useRef, useState } from 'react';

interface Node {
  label: string;
  value: string;
  children?: Node[];
}

/** Regions × cities × districts per size: 106,020 options, or 1,010,100. */
const SHAPES = { large: [20, 50, 105], million: [100, 100, 100] } as const;
type Size = keyof typeof SHAPES;

function generate(size: Size): Node[] {
  const [regions, cities, districts] = SHAPES[size];
  return Array.from({ length: regions }, (_, r) => ({
    label: `Region ${r + 1}`,
    value: `r${r}`,
    children: Array.from({ length: cities }, (_, c) => ({
      label: `City ${r + 1}-${c + 1}`,
      value: `c${c}`,
      children: Array.from({ length: districts }, (_, d) => ({
        label: `District ${r + 1}-${c + 1}-${d + 1}`,
        value: `d${d}`,
      })),
    })),
  }));
}

function count(nodes: Node[]): number {
  return nodes.reduce((sum, node) => sum + 1 + (node.children ? count(node.children) : 0), 0);
}

/** Calls `done` with the time from `start` to the end of the next painted frame. */
function afterNextPaint(start: number, done: (ms: number) => void) {
  requestAnimationFrame(() => {
    // A message posted from the frame's callback runs once that frame has been painted.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now() - start);
    channel.port2.postMessage(null);
  });
}

/**
 * Columns and search results are virtualised, so a six-figure tree opens and filters smoothly;
 * the switch swaps in a tree of a million options.
 */
export default function LargeData() {
  const [size, setSize] = useState<Size>('large');
  const [startedAt, setStartedAt] = useState(() => performance.now());
  const options = useMemo(() => generate(size), [size]);
  const total = useMemo(() => count(options), [options]);
  const [readyIn, setReadyIn] = useState<number | null>(null);
  const [last, setLast] = useState<string | null>(null);
  // When the user's latest press or keystroke happened: the timings below start there.
  const inputAt = useRef(0);
  const markInput = () => {
    inputAt.current = performance.now();
  };

  // The first commit with these options: generation, the cascader's share and rendering included.
  useEffect(() => setReadyIn(performance.now() - startedAt), [startedAt]);

  const time = (what: string) =>
    afterNextPaint(inputAt.current, (ms) => setLast(`${what} in ${ms.toFixed(1)} ms`));

  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}
      onPointerDownCapture={markInput}
      onKeyDownCapture={markInput}
    >
      <Cascader
        options={options}
        showSearch={{ onSearch: (text) => text && time(`searched “${text}”`) }}
        placeholder={size === 'million' ? 'Search 1,000,000+ options' : 'Search 100,000+ options'}
        aria-label="District"
        style={{ width: 300 }}
        onOpenChange={(open) => open && time('opened')}
      />
      <label>
        <input
          type="checkbox"
          checked={size === 'million'}
          onChange={(event) => {
            setStartedAt(performance.now());
            setReadyIn(null);
            setSize(event.target.checked ? 'million' : 'large');
          }}
        />{' '}
        1,000,000 options
      </label>
      <output>
        {total.toLocaleString('en-US')} options
        {readyIn !== null && `, ready in ${Math.round(readyIn)} ms`}
        {last && `; ${last}, to the painted frame`}
      </output>
    </div>
  );
}
