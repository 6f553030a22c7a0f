import { L } from '../../../i18n/L';

const BROWSERS = [
  { name: 'Chromium (Chrome, Edge, Opera…)', tested: true },
  { name: 'Firefox', tested: false },
  { name: 'Safari', tested: false },
];

/** What we support and what we actually test: stated plainly. */
export function BrowserSupport() {
  return (
    <>
      <L
        en={
          <p>
            Current versions of the evergreen browsers. The automated browser tests run in Chromium only (with
            axe-core accessibility checks); Firefox and Safari are supported but not tested automatically.
            Internet Explorer is not supported.
          </p>
        }
        zh={
          <p>
            支持各常青浏览器的当前版本。自动化浏览器测试只在 Chromium 中运行（包含 axe-core
            无障碍检查）；Firefox 和 Safari 受支持，但没有自动化测试。不支持 Internet Explorer。
          </p>
        }
      />
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">
                <L en="Browser" zh="浏览器" />
              </th>
              <th scope="col">
                <L en="Supported" zh="支持" />
              </th>
              <th scope="col">
                <L en="Tested automatically" zh="自动化测试" />
              </th>
            </tr>
          </thead>
          <tbody>
            {BROWSERS.map((b) => (
              <tr key={b.name}>
                <td>{b.name}</td>
                <td>
                  <L en="Current versions" zh="当前版本" />
                </td>
                <td>{b.tested ? <L en="Yes" zh="是" /> : <L en="No" zh="否" />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
