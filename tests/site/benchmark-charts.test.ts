import { describe, expect, it } from 'vitest';
import {
  CHARTS,
  type ChartSpec,
  chartData,
  describeChart,
  formatBar,
  formatTick,
  LIBRARY_NAMES,
  position,
  summarize,
} from '../../site/src/benchmarks/charts';
import committed from '../../site/src/benchmarks/results.json';
import type { BenchmarkResults, MetricResult, Unit } from '../../site/src/benchmarks/schema';
import { METRICS } from '../bench/browser/report';

/** A run holding the given samples, the rest of the file as a run writes it. */
function run(metrics: Record<string, MetricResult>): BenchmarkResults {
  return {
    date: '2026-01-01',
    command: 'npm run bench:browser -- --site',
    runs: 3,
    slowRuns: 3,
    slowAfterMs: 3000,
    capMs: 60000,
    machine: {
      cpu: 'Test CPU',
      cores: 2,
      memoryGB: 8,
      os: 'linux x64',
      node: 'v20.0.0',
      browser: 'Chromium 1',
      shared: false,
    },
    libraries: {
      cascadia: { package: '@cascadia/react', version: '0.1.0' },
      'rc-cascader': { package: 'rc-cascader', version: '3.34.0' },
      'rc-component-cascader': { package: '@rc-component/cascader', version: '1.22.0' },
    },
    metrics,
  };
}

const spec = (unit: Unit, ...keys: string[]): ChartSpec => ({
  id: 'test',
  title: { 'en-US': 'Test chart', 'zh-CN': '测试图表' },
  unit,
  metrics: keys.map((key) => ({ key, label: { 'en-US': key, 'zh-CN': key } })),
});

describe('summarize', () => {
  it('gives the median, spread and count, and marks a median that is the cap', () => {
    expect(summarize('cascadia', { values: [30, 10, 20, 40], capped: 0 })).toEqual({
      library: 'cascadia',
      median: 25,
      min: 10,
      max: 40,
      n: 4,
      capped: false,
    });
    expect(summarize('rc-cascader', { values: [60000, 60000, 59000], capped: 2 })?.capped).toBe(true);
    expect(summarize('rc-cascader', { values: [60000, 59000, 58000], capped: 1 })?.capped).toBe(false);
    expect(summarize('cascadia', { values: [], capped: 0 })).toBeNull();
  });
});

describe('chartData', () => {
  it('puts the libraries in a fixed order and leaves out what the run did not measure', () => {
    const chart = chartData(
      run({
        a_ms: {
          unit: 'ms',
          samples: {
            'rc-component-cascader': { values: [30], capped: 0 },
            cascadia: { values: [10], capped: 0 },
            'rc-cascader': { values: [20], capped: 0 },
          },
        },
        b_ms: { unit: 'ms', samples: { cascadia: { values: [5], capped: 0 } } },
      }),
      spec('ms', 'a_ms', 'missing_ms', 'b_ms'),
    );
    expect(chart?.rows.map((row) => row.key)).toEqual(['a_ms', 'b_ms']);
    expect(chart?.rows[0].bars.map((bar) => bar.library)).toEqual([
      'cascadia',
      'rc-cascader',
      'rc-component-cascader',
    ]);
    expect(chart?.rows[1].bars.map((bar) => bar.median)).toEqual([5]);
    expect(chartData(run({}), spec('ms', 'a_ms'))).toBeNull();
  });

  it('draws a linear axis from zero with round ticks when the values are of one order', () => {
    const chart = chartData(
      run({
        a_ms: {
          unit: 'ms',
          samples: { cascadia: { values: [12], capped: 0 }, 'rc-cascader': { values: [417], capped: 0 } },
        },
      }),
      spec('ms', 'a_ms'),
    );
    expect(chart?.scale).toBe('linear');
    expect(chart?.domain).toEqual([0, 500]);
    expect(chart?.ticks).toEqual([0, 100, 200, 300, 400, 500]);
    expect(position(chart!, 250)).toBe(0.5);
  });

  it('switches to a logarithmic axis of whole decades when the values differ 1000-fold', () => {
    const chart = chartData(
      run({
        a_ms: {
          unit: 'ms',
          samples: { cascadia: { values: [9.8], capped: 0 }, 'rc-cascader': { values: [32858], capped: 0 } },
        },
      }),
      spec('ms', 'a_ms'),
    );
    expect(chart?.scale).toBe('log');
    expect(chart?.domain).toEqual([1, 100000]);
    expect(chart?.ticks).toEqual([1, 10, 100, 1000, 10000, 100000]);
    expect(position(chart!, 100)).toBeCloseTo(0.4);
    // Nothing falls off the axis: a zero or negative reading sits at its start.
    expect(position(chart!, 0)).toBe(0);
    expect(position(chart!, -1)).toBe(0);
  });

  it('ticks bytes at round kilobytes', () => {
    const chart = chartData(
      run({
        b: {
          unit: 'bytes',
          samples: {
            cascadia: { values: [21 * 1024], capped: 0 },
            'rc-cascader': { values: [58 * 1024], capped: 0 },
          },
        },
      }),
      spec('bytes', 'b'),
    );
    expect(chart?.ticks.map((tick) => formatTick(tick, 'bytes', 'en-US'))).toEqual([
      '0 kB',
      '20 kB',
      '40 kB',
      '60 kB',
    ]);
  });
});

describe('text', () => {
  it('formats medians with their unit, and a capped one as a lower bound', () => {
    const bar = { library: 'cascadia' as const, min: 0, max: 0, n: 1, capped: false };
    expect(formatBar({ ...bar, median: 9.84 }, 'ms', 'en-US')).toBe('9.8 ms');
    expect(formatBar({ ...bar, median: 32858.2 }, 'ms', 'en-US')).toBe('32,858 ms');
    expect(formatBar({ ...bar, median: 60000, capped: true }, 'ms', 'en-US')).toBe('>60,000 ms');
    expect(formatBar({ ...bar, median: 20010 }, 'nodes', 'en-US')).toBe('20,010');
    expect(formatBar({ ...bar, median: 14.04 }, 'MB', 'en-US')).toBe('14.0 MB');
    expect(formatBar({ ...bar, median: 21.5 * 1024 }, 'bytes', 'en-US')).toBe('21.5 kB');
  });

  it('describes a chart in words with every median, in both languages', () => {
    const chart = chartData(
      run({
        a_ms: {
          unit: 'ms',
          samples: { cascadia: { values: [10], capped: 0 }, 'rc-cascader': { values: [20000], capped: 0 } },
        },
      }),
      spec('ms', 'a_ms'),
    );
    if (!chart) throw new Error('no chart');
    expect(describeChart(chart, 'en-US', LIBRARY_NAMES)).toBe(
      'Test chart (lower is better), logarithmic axis. a_ms: Cascadia 10.0 ms, rc-cascader 20,000 ms.',
    );
    expect(describeChart(chart, 'zh-CN', LIBRARY_NAMES)).toContain('对数坐标轴');
    expect(describeChart(chart, 'zh-CN', LIBRARY_NAMES)).toContain('Cascadia 10.0 ms');
  });
});

describe('the committed results file', () => {
  const results = committed as BenchmarkResults;

  it('records when, where and how it was measured', () => {
    expect(results.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(results.command).toContain('npm run bench:browser');
    expect(results.command).toContain('--site');
    expect(results.machine.cpu).not.toBe('');
    expect(results.machine.cores).toBeGreaterThan(0);
    expect(results.machine.browser).toMatch(/^Chromium \d/);
    expect(Object.keys(results.libraries).sort()).toEqual([
      'cascadia',
      'rc-cascader',
      'rc-component-cascader',
    ]);
  });

  it('has a chart for every metric the benchmark measures, and only those', () => {
    const charted = CHARTS.flatMap((chart) => chart.metrics.map((metric) => metric.key));
    expect([...charted].sort()).toEqual(METRICS.map((metric) => metric.key).sort());
    for (const chart of CHARTS) {
      for (const { key } of chart.metrics) {
        expect(chart.unit, key).toBe(METRICS.find((metric) => metric.key === key)?.unit);
      }
    }
    for (const key of Object.keys(results.metrics)) expect(charted).toContain(key);
    for (const chart of CHARTS) expect(chartData(results, chart), chart.id).not.toBeNull();
  });
});
