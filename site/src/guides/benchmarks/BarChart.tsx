import { Fragment, useId } from 'react';
import {
  type ChartData,
  describeChart,
  formatBar,
  formatTick,
  formatValue,
  position,
} from '../../benchmarks/charts';
import type { LibraryId } from '../../benchmarks/schema';
import { useLocale } from '../../i18n/useLocale';

/** Layout of the drawing, in the SVG's own units (it scales to the column's width). */
const WIDTH = 720;
const PLOT_LEFT = 8;
/** Room right of the longest bar for its value. */
const VALUE_ROOM = 130;
const PLOT_WIDTH = WIDTH - PLOT_LEFT - VALUE_ROOM;
const LABEL_HEIGHT = 22;
const BAR_HEIGHT = 14;
const BAR_GAP = 4;
const GROUP_GAP = 12;
const AXIS_HEIGHT = 26;

/**
 * One chart: a group of horizontal bars per measured case, one bar per library, each labelled
 * with its median; the axis below. The drawing is one image to assistive technology, named by the
 * chart's title and described by the same numbers in words; the data table follows it.
 */
export function BarChart({ chart, names }: { chart: ChartData; names: Record<LibraryId, string> }) {
  const locale = useLocale();
  const id = useId();
  const { unit } = chart.spec;
  const groupHeight = (bars: number) => LABEL_HEIGHT + bars * (BAR_HEIGHT + BAR_GAP) + GROUP_GAP;
  const plotHeight = chart.rows.reduce((sum, row) => sum + groupHeight(row.bars.length), 0);
  const height = plotHeight + AXIS_HEIGHT;
  const x = (value: number) => PLOT_LEFT + position(chart, value) * PLOT_WIDTH;

  let top = 0;
  const groups = chart.rows.map((row) => {
    const y = top;
    top += groupHeight(row.bars.length);
    return (
      <g key={row.key}>
        <text className="bench-chart-label" x={PLOT_LEFT} y={y + 15}>
          {row.label[locale]}
        </text>
        {row.bars.map((bar, i) => {
          const barY = y + LABEL_HEIGHT + i * (BAR_HEIGHT + BAR_GAP);
          // A visible sliver for a value at the axis' start (0, or below the first decade).
          const end = Math.max(x(bar.median), PLOT_LEFT + 2);
          return (
            <g key={bar.library}>
              <rect
                className={`bench-bar bench-bar--${bar.library}`}
                x={PLOT_LEFT}
                y={barY}
                width={end - PLOT_LEFT}
                height={BAR_HEIGHT}
                rx={2}
              />
              <text className="bench-chart-value" x={end + 6} y={barY + BAR_HEIGHT - 3}>
                {formatBar(bar, unit, locale)}
              </text>
            </g>
          );
        })}
      </g>
    );
  });

  return (
    <svg
      className="bench-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
    >
      <title id={`${id}-title`}>{chart.spec.title[locale]}</title>
      <desc id={`${id}-desc`}>{describeChart(chart, locale, names)}</desc>
      {chart.ticks.map((tick, i) => (
        <g key={tick}>
          <line className="bench-chart-grid" x1={x(tick)} x2={x(tick)} y1={0} y2={plotHeight} />
          {/* The first label starts at its line, so that it does not run off the drawing's left edge. */}
          <text
            className="bench-chart-tick"
            x={x(tick)}
            y={plotHeight + 18}
            textAnchor={i === 0 ? 'start' : 'middle'}
          >
            {formatTick(tick, unit, locale)}
          </text>
        </g>
      ))}
      {groups}
    </svg>
  );
}

/** The chart's numbers as a table: the median of each library with its spread and count. */
export function ChartTable({ chart, names }: { chart: ChartData; names: Record<LibraryId, string> }) {
  const locale = useLocale();
  const zh = locale === 'zh-CN';
  const { unit } = chart.spec;
  const libraries = [...new Set(chart.rows.flatMap((row) => row.bars.map((bar) => bar.library)))];
  return (
    <table className="bench-table">
      <caption>
        {zh
          ? `${chart.spec.title[locale]}：中位数（最小值–最大值，次数）`
          : `${chart.spec.title[locale]}: median (min–max, runs)`}
      </caption>
      <thead>
        <tr>
          <th scope="col">{zh ? '用例' : 'Case'}</th>
          {libraries.map((library) => (
            <th key={library} scope="col">
              {/* A line may break after the scope's slash (`@rc-component/` `cascader`), not inside a word. */}
              {names[library].split('/').map((part, i, parts) => (
                <Fragment key={part}>
                  {part}
                  {i < parts.length - 1 && (
                    <>
                      /<wbr />
                    </>
                  )}
                </Fragment>
              ))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label[locale]}</th>
            {libraries.map((library) => {
              const bar = row.bars.find((b) => b.library === library);
              if (!bar) return <td key={library}>—</td>;
              const spread =
                bar.n > 1
                  ? ` (${formatValue(bar.min, unit, locale)}–${formatValue(bar.max, unit, locale)}, ${bar.n})`
                  : '';
              return (
                <td key={library}>
                  {formatBar(bar, unit, locale)}
                  {spread && <span className="bench-table-spread">{spread}</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
