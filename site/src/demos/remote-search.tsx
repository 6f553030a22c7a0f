import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useState } from 'react';
import { ProblemNote } from './server/ProblemNote';
import { provinces, type Region, useRegionServer } from './server/regionServer';
import { ServerPanel } from './server/ServerPanel';

/** Only the provinces come with the page: 杭州 and 西湖 are known to the server alone. */
const options = provinces();

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    nothing: 'Nothing found',
    placeholder: 'Search a district, e.g. 西湖',
    name: 'District',
    value: 'Value',
  },
  zh: {
    nothing: '未找到',
    placeholder: '搜索地区，例如“西湖”',
    name: '地区',
    value: '值',
  },
};

/**
 * Remote search over branches that were never loaded: `showSearch.load` asks the server after a
 * short pause in typing, each keystroke aborts the request before it (see the log), and the
 * paths it returns merge with the local matches. Choosing one sets the value; opening the popup
 * then shows its columns, whose full lists `loadData` loads.
 */
export default function RemoteSearch() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const server = useRegionServer();
  const [value, setValue] = useState<(string | number)[]>();
  const [problem, setProblem] = useState('');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 24 }}>
      <div style={{ display: 'grid', gap: 8, width: '100%', maxWidth: 300 }}>
        <Cascader
          options={options}
          value={value}
          onChange={(next) => setValue(next as (string | number)[])}
          loadData={(_selected: Region[], { path, signal }) => server.children(path, signal)}
          showSearch={{ load: (query, { signal }) => server.search(query, signal) }}
          onProblem={(p) => setProblem(p.message)}
          notFoundContent={t.nothing}
          placeholder={t.placeholder}
          aria-label={t.name}
          style={{ width: '100%' }}
        />
        <output aria-label={t.value} style={{ fontSize: 13 }}>
          <code>{JSON.stringify(value ?? null)}</code>
        </output>
        {problem && <ProblemNote message={problem} />}
      </div>
      <ServerPanel server={server} />
    </div>
  );
}
