import type { ReactNode } from 'react';
import { L } from '../../../i18n/L';
import { ScrollTable } from './ScrollTable';

/** What each browser gets from us: support for its current version, and whether a test runs in it. */
const BROWSERS: { name: string; tested: ReactNode }[] = [
  { name: 'Chrome', tested: <L en="Yes, in Chromium" zh="是，在 Chromium 中" /> },
  { name: 'Edge', tested: <L en="Through Chromium, its engine" zh="通过同内核的 Chromium" /> },
  { name: 'Firefox', tested: <L en="No" zh="否" /> },
  { name: 'Safari', tested: <L en="No" zh="否" /> },
];

/** What we support and what we actually test: stated plainly. */
export function BrowserSupport() {
  return (
    <>
      <L
        en={
          <p>
            The current versions of Chrome, Edge, Firefox and Safari. The automated browser tests run in
            Chromium only (with axe-core accessibility checks), which is Chrome's and Edge's engine; Firefox
            and Safari are supported but not tested automatically. Internet Explorer is not supported.
          </p>
        }
        zh={
          <p>
            支持 Chrome、Edge、Firefox 和 Safari 的当前版本。自动化浏览器测试只在 Chromium（Chrome 和 Edge
            的内核）中运行， 并包含 axe-core 无障碍检查；Firefox 和 Safari 受支持，但没有自动化测试。不支持
            Internet Explorer。
          </p>
        }
      />
      <ScrollTable
        label={{ en: 'Browser support', zh: '浏览器支持' }}
        columns={[
          { en: 'Browser', zh: '浏览器' },
          { en: 'Supported', zh: '支持' },
          { en: 'Tested automatically', zh: '自动化测试' },
        ]}
      >
        {BROWSERS.map((b) => (
          <tr key={b.name}>
            <td>{b.name}</td>
            <td>
              <L en="Current versions" zh="当前版本" />
            </td>
            <td>{b.tested}</td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}
