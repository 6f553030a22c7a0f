import Cascader, { useCascaderLocale } from '@cascadia/react';
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

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    locale: 'en-US',
    search: (n: string) => `Search ${n}+ options`,
    name: 'District',
    million: '1,000,000 options',
    total: (n: string) => `${n} options`,
    ready: (ms: number) => `, ready in ${ms} ms`,
    opened: 'opened',
    searched: (text: string) => `searched “${text}”`,
    last: (what: string, ms: string) => `; ${what} in ${ms} ms, to the painted frame`,
  },
  zh: {
    locale: 'zh-CN',
    search: (n: string) => `在 ${n} 多个选项中搜索`,
    name: '地区',
    million: '1,000,000 个选项',
    total: (n: string) => `共 ${n} 个选项`,
    ready: (ms: number) => `，${ms} 毫秒就绪`,
    opened: '打开',
    searched: (text: string) => `搜索“${text}”`,
    last: (what: string, ms: string) => `；${what}到画面绘出用时 ${ms} 毫秒`,
  },
};

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
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const [size, setSize] = useState<Size>('large');
  const [startedAt, setStartedAt] = useState(() => performance.now());
  const options = useMemo(() => generate(size), [size]);
  const total = useMemo(() => count(options), [options]);
  const [readyIn, setReadyIn] = useState<number | null>(null);
  const [last, setLast] = useState<{ what: string; ms: string } | null>(null);
  // When the user's latest press or keystroke happened: the timings below start there.
  const inputAt = useRef(0);
  const markInput = () => {
    inputAt.current = performance.now();
  };

  // The first commit with these options: generation, the cascader's share and rendering included.
  useEffect(() => setReadyIn(performance.now() - startedAt), [startedAt]);

  const time = (what: string) =>
    afterNextPaint(inputAt.current, (ms) => setLast({ what, ms: ms.toFixed(1) }));

  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}
      onPointerDownCapture={markInput}
      onKeyDownCapture={markInput}
    >
      <Cascader
        options={options}
        showSearch={{ onSearch: (text) => text && time(t.searched(text)) }}
        placeholder={t.search((size === 'million' ? 1_000_000 : 100_000).toLocaleString(t.locale))}
        aria-label={t.name}
        style={{ width: 300 }}
        onOpenChange={(open) => open && time(t.opened)}
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
        {t.million}
      </label>
      <output>
        {t.total(total.toLocaleString(t.locale))}
        {readyIn !== null && t.ready(Math.round(readyIn))}
        {last && t.last(last.what, last.ms)}
      </output>
    </div>
  );
}
