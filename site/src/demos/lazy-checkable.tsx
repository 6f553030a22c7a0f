import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { useState } from 'react';
import { ProblemNote } from './server/ProblemNote';
import { provinces, type Region, useRegionServer } from './server/regionServer';
import { ServerPanel } from './server/ServerPanel';

type Strategy = 'SHOW_PARENT' | 'SHOW_CHILD';

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    heading: {
      SHOW_PARENT: 'Provinces, a branch as the value',
      SHOW_CHILD: 'Provinces, its leaves as the value',
    },
    placeholder: 'Check a province',
    value: (strategy: Strategy) => `${strategy} value`,
  },
  zh: {
    heading: { SHOW_PARENT: '省份，以分支作为值', SHOW_CHILD: '省份，以其叶子作为值' },
    placeholder: '勾选一个省份',
    value: (strategy: Strategy) => `${strategy} 的值`,
  },
};

/** Only the provinces come with the page; everything below them is loaded on demand. */
const options = provinces();

/**
 * Checking branches that were never loaded. With SHOW_PARENT the branch itself is the value, and
 * its children show checked whenever they load. With SHOW_CHILD the value must name leaves, so
 * checking a branch loads its descendants first (the row shows how many loads have answered);
 * unchecking it meanwhile aborts them, and a failed load leaves it unchecked with a retry.
 */
export default function LazyCheckable() {
  const server = useRegionServer();
  const loadData = (
    _selected: Region[],
    { path, signal }: { path: (string | number)[]; signal: AbortSignal },
  ) => server.children(path, signal);

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 24 }}>
      <Example strategy="SHOW_PARENT" loadData={loadData} />
      <Example strategy="SHOW_CHILD" loadData={loadData} />
      <ServerPanel server={server} />
    </div>
  );
}

function Example({
  strategy,
  loadData,
}: {
  strategy: Strategy;
  loadData: (
    selected: Region[],
    context: { path: (string | number)[]; signal: AbortSignal },
  ) => Promise<Region[]>;
}) {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const [value, setValue] = useState<(string | number)[][]>([]);
  const [problem, setProblem] = useState('');
  const id = `lazy-checkable-${strategy}`;
  return (
    <div style={{ display: 'grid', gap: 8, width: 260 }}>
      {/* The heading names the combobox: words a listener understands, the prop's value beside them. */}
      <strong id={id}>
        {t.heading[strategy]} <code>{strategy}</code>
      </strong>
      <Cascader
        checkable
        showCheckedStrategy={strategy}
        options={options}
        loadData={loadData}
        value={value}
        onChange={(next) => {
          setValue(next as (string | number)[][]);
          setProblem('');
        }}
        onProblem={(p) => setProblem(p.message)}
        placeholder={t.placeholder}
        aria-labelledby={id}
        style={{ width: 260 }}
      />
      <output aria-label={t.value(strategy)} style={{ fontSize: 13, wordBreak: 'break-all' }}>
        <code>{JSON.stringify(value)}</code>
      </output>
      {problem && <ProblemNote message={problem} />}
    </div>
  );
}
