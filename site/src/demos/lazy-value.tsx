import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useState } from 'react';
import { ProblemNote } from './server/ProblemNote';
import { provinces, type Region, useRegionServer } from './server/regionServer';
import { ServerPanel } from './server/ServerPanel';

/** Only the provinces come with the page; the saved value names a district below them. */
const options = provinces();
const SAVED = ['zj', 'hangzhou', 'xihu'];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    name: 'Saved district',
    reload: 'Reload the saved value',
  },
  zh: {
    name: '已保存的地区',
    reload: '重新加载已保存的值',
  },
};

/**
 * A saved value whose path was never loaded: `loadPath` fetches the options along it, so the
 * selector shows a loading state and then the labels, never the raw ids. Opening the popup shows
 * the path's columns, whose full lists `loadData` fills in. With "Fail next request" on, reload
 * the value: it shows raw, with a retry.
 */
export default function LazyValue() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const server = useRegionServer();
  const [mount, setMount] = useState(0);
  const [problem, setProblem] = useState('');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 24 }}>
      <div style={{ display: 'grid', gap: 8, width: 280 }}>
        <Cascader
          key={mount}
          options={options}
          defaultValue={SAVED}
          loadPath={(path, { signal }) => server.path(path, signal)}
          loadData={(_selected: Region[], { path, signal }) => server.children(path, signal)}
          onProblem={(p) => setProblem(p.message)}
          aria-label={t.name}
          style={{ width: 280 }}
        />
        <button
          type="button"
          onClick={() => {
            setProblem('');
            setMount((n) => n + 1);
          }}
        >
          {t.reload}
        </button>
        {problem && <ProblemNote message={problem} />}
      </div>
      <ServerPanel server={server} />
    </div>
  );
}
