import Cascader from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useState } from 'react';
import { provinces, type Region, useRegionServer } from './server/regionServer';
import { ServerPanel } from './server/ServerPanel';

/** Only the provinces come with the page: 杭州 and 西湖 are known to the server alone. */
const options = provinces();

/**
 * Remote search over branches that were never loaded: `showSearch.load` asks the server after a
 * short pause in typing, each keystroke aborts the request before it (see the log), and the
 * paths it returns merge with the local matches. Choosing one sets the value; opening the popup
 * then shows its columns, whose full lists `loadData` loads.
 */
export default function RemoteSearch() {
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
          notFoundContent="Nothing found"
          placeholder="Search a district, e.g. 西湖"
          aria-label="District"
          style={{ width: '100%' }}
        />
        <output aria-label="Value" style={{ fontSize: 13 }}>
          {JSON.stringify(value ?? null)}
        </output>
        {problem && (
          <div style={{ fontSize: 13, color: 'var(--cascadia-color-error, #d4380d)' }}>{problem}</div>
        )}
      </div>
      <ServerPanel server={server} />
    </div>
  );
}
