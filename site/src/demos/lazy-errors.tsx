import Cascader, { useCascaderLocale } from '@cascadia/react';
import '@cascadia/react/styles.css';
import { type ReactNode, useRef, useState } from 'react';

interface Region {
  label: string;
  value: string;
  isLeaf?: boolean;
  children?: Region[];
}

const options: Region[] = [
  { label: '福建', value: 'fj', isLeaf: false },
  { label: '浙江', value: 'zj', isLeaf: false },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: {
    placeholder: 'Open a province',
    name: 'Province',
    log: 'Loader log',
    loading: (label: string) => `Loading ${label}…`,
    aborted: (label: string) => `Aborted ${label}`,
    loaded: (label: string) => `Loaded ${label}`,
    refused: (label: string) => `the server refused ${label}`,
    failed: 'Failed: ',
  },
  zh: {
    placeholder: '展开一个省份',
    name: '省份',
    log: '加载日志',
    loading: (label: string) => `正在加载 ${label}…`,
    aborted: (label: string) => `已中止 ${label}`,
    loaded: (label: string) => `已加载 ${label}`,
    refused: (label: string) => `服务器拒绝了 ${label}`,
    failed: '失败：',
  },
};

/**
 * A loader that returns a Promise of the children and fails every other call. A failed branch
 * shows a retry button instead of a spinner that never stops; closing the popup aborts a load in
 * flight (the loader gets an AbortSignal). The log shows what happened.
 */
export default function LazyErrors() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const calls = useRef(0);
  const [log, setLog] = useState<ReactNode[]>([]);
  const note = (line: ReactNode) => setLog((lines) => [...lines.slice(-5), line]);

  const loadData = (selectedOptions: Region[], { signal }: { signal: AbortSignal }) => {
    const target = selectedOptions[selectedOptions.length - 1];
    const fails = calls.current++ % 2 === 0;
    note(t.loading(target.label));
    return new Promise<Region[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (fails) reject(new Error(t.refused(target.label)));
        else resolve([1, 2].map((n) => ({ label: `${target.label} ${n}`, value: `${target.value}-${n}` })));
      }, 800);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        note(t.aborted(target.label));
        reject(signal.reason);
      });
    }).then((children) => {
      note(t.loaded(target.label));
      return children;
    });
  };

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 16 }}>
      <Cascader
        options={options}
        loadData={loadData}
        changeOnSelect
        onProblem={(problem) =>
          note(
            // The library's diagnostic, quoted as it is (a developer's text, the same in every language).
            <>
              {t.failed}
              <code>{problem.message}</code>
            </>,
          )
        }
        placeholder={t.placeholder}
        aria-label={t.name}
        style={{ width: 240 }}
      />
      <ol aria-label={t.log} style={{ margin: 0, paddingInlineStart: 20, fontSize: 13 }}>
        {log.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a log only grows at the end
          <li key={i}>{line}</li>
        ))}
      </ol>
    </div>
  );
}
