import coverage from 'virtual:cascadia/coverage';
import { L } from '../../../i18n/L';
import { ScrollTable } from './ScrollTable';

const METRICS = ['lines', 'statements', 'functions', 'branches'] as const;

/** The real figure from coverage/coverage-summary.json, which `npm run coverage` writes. */
export function Coverage() {
  const totals = coverage;
  // The outline leaves the section out when there is no report (outline.ts).
  if (!totals) return null;
  return (
    <>
      <p>
        <L en="Measured by the test suite when this site was built:" zh="构建本站点时由测试套件测得：" />
      </p>
      <ScrollTable label={{ en: 'Test coverage', zh: '测试覆盖率' }} columns={METRICS}>
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
