import coverage from 'virtual:cascadia/coverage';
import { CodeBlock } from '../../../components/code/CodeBlock';
import { L } from '../../../i18n/L';
import { ScrollTable } from './ScrollTable';

const METRICS = ['lines', 'statements', 'functions', 'branches'] as const;

/** The real figure from coverage/coverage-summary.json when the build found one. */
export function Coverage() {
  const totals = coverage;
  if (!totals) {
    return (
      <>
        <p>
          <L
            en={
              <>
                No coverage report was present when this site was built. The figure comes from{' '}
                <code>coverage/coverage-summary.json</code>, which this command writes:
              </>
            }
            zh={
              <>
                构建本站点时没有找到覆盖率报告。覆盖率数据来自 <code>coverage/coverage-summary.json</code>
                ，由下面的命令生成：
              </>
            }
          />
        </p>
        <CodeBlock code="npm run coverage" language="text" />
      </>
    );
  }
  return (
    <>
      <p>
        <L en="Measured by the test suite when this site was built:" zh="构建本站点时由测试套件测得：" />
      </p>
      <ScrollTable columns={METRICS}>
        <tr>
          {METRICS.map((m) => (
            <td key={m} data-metric={m}>
              {totals[m].toFixed(1)}%
            </td>
          ))}
        </tr>
      </ScrollTable>
    </>
  );
}
