/**
 * An app that themes nothing: the Cascader with the stylesheet users import
 * (`@cascadia/react/styles.css`) and its defaults alone, one scenario per page, chosen by the
 * query (`?scenario=single|multiple|loading|failed&scheme=light|dark`). Bundled by
 * default-styles/page.ts for the browser tests; the site cannot serve this, its own theme overrides the colours.
 */
import '@cascadia/react/styles.css';
import { Cascader } from '@cascadia/react';
import { createRoot } from 'react-dom/client';

interface Option {
  value: string;
  label: string;
  disabled?: boolean;
  isLeaf?: boolean;
  children?: Option[];
}

const options: Option[] = [
  {
    value: 'zhejiang',
    label: 'Zhejiang',
    children: [
      { value: 'hangzhou', label: 'Hangzhou' },
      { value: 'ningbo', label: 'Ningbo', disabled: true },
    ],
  },
  {
    value: 'jiangsu',
    label: 'Jiangsu',
    children: [
      { value: 'nanjing', label: 'Nanjing' },
      { value: 'suzhou', label: 'Suzhou' },
    ],
  },
  { value: 'tibet', label: 'Tibet', disabled: true },
];

/** Branches whose children never arrive: the row keeps its loading indicator. */
const lazyOptions: Option[] = [
  { value: 'north', label: 'North', isLeaf: false },
  { value: 'south', label: 'South', isLeaf: false },
];

const query = new URLSearchParams(location.search);
if (query.get('scheme') === 'dark') document.documentElement.dataset.prefersColor = 'dark';
// The page behind the cascader is the stylesheet's own background, as in an app of that scheme.
document.body.style.background = 'var(--cascadia-color-bg)';
document.body.style.margin = '16px';

const width = { width: 240 };

function Scenario({ name }: { name: string | null }) {
  switch (name) {
    case 'multiple':
      return (
        <Cascader
          options={options}
          checkable
          showSearch
          placeholder="Please select"
          defaultValue={[
            ['zhejiang', 'hangzhou'],
            ['jiangsu', 'nanjing'],
          ]}
          style={width}
        />
      );
    case 'loading':
      return (
        <Cascader
          options={lazyOptions}
          loadData={() => new Promise<void>(() => {})}
          placeholder="Please select"
          style={width}
        />
      );
    case 'failed':
      return (
        <Cascader
          options={lazyOptions}
          loadData={() => Promise.reject(new Error('offline'))}
          placeholder="Please select"
          style={width}
        />
      );
    default:
      return <Cascader options={options} showSearch placeholder="Please select" style={width} />;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<Scenario name={query.get('scenario')} />);
