/**
 * The shape of results.json, the benchmark run the Benchmarks page draws. Written by
 * `npm run bench:browser -- --site` (tests/bench/browser/run.ts); every number in it was measured.
 */

/** The libraries of a run, in the order the page shows them (Cascadia first). */
export type LibraryId = 'cascadia' | 'rc-cascader' | 'rc-component-cascader';

export type Unit = 'ms' | 'MB' | 'nodes' | 'bytes';

/** One library's samples of one metric, in the metric's unit. */
export interface Samples {
  values: number[];
  /** How many of `values` are the cap: the interaction was stopped unfinished after `capMs`. */
  capped: number;
}

export interface MetricResult {
  unit: Unit;
  samples: Partial<Record<LibraryId, Samples>>;
}

export interface BenchmarkResults {
  /** The day the run ended, YYYY-MM-DD. */
  date: string;
  /** The command that produced this file, with the environment variables it set. */
  command: string;
  /** Samples per library and case (fewer where a library's first sample was slow; see below). */
  runs: number;
  /** A library whose first sample in a case took over `slowAfterMs` gets `slowRuns` samples there. */
  slowRuns: number;
  slowAfterMs: number;
  /** An interaction still unfinished after this long is stopped and recorded as the cap. */
  capMs: number;
  machine: {
    cpu: string;
    cores: number;
    memoryGB: number;
    os: string;
    node: string;
    browser: string;
    /**
     * Whether other processes kept the cores busy during the run (the 1-minute load average above
     * the number of cores, before or after): times are then noisier than on an idle machine.
     */
    shared: boolean;
    /**
     * Whether the benchmark ran at a real-time scheduling priority (`chrt`), so that other
     * processes waited while it had work: a shared machine then measures close to an idle one.
     * Absent in files written before it was recorded.
     */
    realtime?: boolean;
  };
  libraries: Record<LibraryId, { package: string; version: string }>;
  metrics: Record<string, MetricResult>;
}

/**
 * The shape of phone-results.json: the bottom sheet's own benchmark on a CPU slowed down as a
 * mid-range phone's is (Cascadia only: the other libraries have no sheet). Written by
 * `npm run bench:browser -- --throttle --phone-site` with the sheet's cases (run.ts).
 */
export interface PhoneBenchmarkResults {
  date: string;
  command: string;
  runs: number;
  /** The page's CPU slowed this many times (CDP Emulation.setCPUThrottlingRate). */
  cpuThrottle: number;
  /** The page's viewport, CSS px (a touch screen, motion reduced). */
  viewport: { width: number; height: number };
  /** The machine's 1-minute load average before and after the run. */
  loadAverage: { before: number; after: number };
  machine: BenchmarkResults['machine'];
  library: { package: string; version: string };
  /** Every sample, ms, and the goal it is held to (the median at most `goal`). */
  metrics: Record<string, { goal?: number; values: number[] }>;
}
