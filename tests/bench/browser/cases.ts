/** The benchmark cases, shared by the driver (run.ts) and the page (page/harness.ts). */

/**
 * The libraries measured: Cascadia, rc-cascader 3.x (what most apps that use rc-cascader have),
 * and its successor @rc-component/cascader 1.x (the line antd 6's Cascader is built on).
 */
export type LibraryId = 'cascadia' | 'rc-cascader' | 'rc-component-cascader';
export const LIBRARIES: readonly LibraryId[] = ['cascadia', 'rc-cascader', 'rc-component-cascader'];

/** Each library's npm package, whose version a run records. */
export const PACKAGES: Record<LibraryId, string> = {
  cascadia: '@cascadia/react',
  'rc-cascader': 'rc-cascader',
  'rc-component-cascader': '@rc-component/cascader',
};

export type DataSpec =
  | { kind: 'flat'; count: number }
  | { kind: 'deep'; levels: number; fanOut: number }
  | { kind: 'uniform'; shape: number[] }
  | { kind: 'bigRoot'; children: number; grandchildren: number }
  /** `count` roots, the first of them a branch of `count` leaves. */
  | { kind: 'wide'; count: number };

export type CaseId =
  | 'open10k'
  | 'open100k'
  | 'open1m'
  | 'openDeep'
  | 'openDeep10k'
  | 'search'
  | 'search1m'
  | 'check'
  | 'check1m'
  | 'keystroke'
  | 'sheet'
  | 'sheet1m'
  | 'sheetSearch'
  | 'sheetSearch1m';

export interface CaseSpec {
  /** The measured data. */
  full: DataSpec;
  /** A small tree of the same shape, run once first on the same page so both libraries are warm. */
  warm: DataSpec;
  showSearch?: boolean;
  checkable?: boolean;
  /** Mount with `defaultValue` = the path through the deep tree. */
  presetValue?: boolean;
  /**
   * Mount a plain `<input>` instead of the library (which is loaded but unused): a keystroke there
   * is the browser's own cost of any keystroke on this page, the floor under every search time.
   */
  bare?: boolean;
  /** Presented as Cascadia's bottom sheet (`presentation="sheet"`), on a phone's screen, by touch. */
  sheet?: boolean;
  /** The libraries that have what the case measures (all when absent). */
  libraries?: readonly LibraryId[];
}

export const CASES: Record<CaseId, CaseSpec> = {
  open10k: { full: { kind: 'flat', count: 10_000 }, warm: { kind: 'flat', count: 500 } },
  open100k: { full: { kind: 'flat', count: 100_000 }, warm: { kind: 'flat', count: 500 } },
  open1m: { full: { kind: 'flat', count: 1_000_000 }, warm: { kind: 'flat', count: 500 } },
  openDeep: {
    full: { kind: 'deep', levels: 6, fanOut: 50 },
    warm: { kind: 'deep', levels: 3, fanOut: 10 },
    presetValue: true,
  },
  // A value 10,000 levels deep (3 options per level): a layout can show only the last columns.
  openDeep10k: {
    full: { kind: 'deep', levels: 10_000, fanOut: 3 },
    warm: { kind: 'deep', levels: 50, fanOut: 3 },
    presetValue: true,
  },
  // 100 × 10 × 100 = 100,000 leaves (101,100 options).
  search: {
    full: { kind: 'uniform', shape: [100, 10, 100] },
    warm: { kind: 'uniform', shape: [10, 5, 10] },
    showSearch: true,
  },
  // 100 × 100 × 100 = 1,000,000 leaves (1,010,100 options).
  search1m: {
    full: { kind: 'uniform', shape: [100, 100, 100] },
    warm: { kind: 'uniform', shape: [10, 5, 10] },
    showSearch: true,
  },
  // The first root holds 100 × 1,000 = 100,000 leaves (100,100 descendants).
  check: {
    full: { kind: 'bigRoot', children: 100, grandchildren: 1_000 },
    warm: { kind: 'bigRoot', children: 10, grandchildren: 10 },
    checkable: true,
  },
  // The first root holds 1,000 × 1,000 = 1,000,000 leaves (1,001,000 descendants).
  check1m: {
    full: { kind: 'bigRoot', children: 1_000, grandchildren: 1_000 },
    warm: { kind: 'bigRoot', children: 10, grandchildren: 10 },
    checkable: true,
  },
  // The query is taken from this list's labels, so it has the search case's kind of letters.
  keystroke: {
    full: { kind: 'flat', count: 10 },
    warm: { kind: 'flat', count: 10 },
    bare: true,
  },
  // The bottom sheet on a phone: open it on a level of 100,000 roots, go into the first one (a level
  // of 100,000 leaves), back by the back button, in again and back by a swipe, then drag the sheet
  // by its handle. rc-cascader and @rc-component/cascader have no sheet.
  sheet: {
    full: { kind: 'wide', count: 100_000 },
    warm: { kind: 'wide', count: 500 },
    sheet: true,
    libraries: ['cascadia'],
  },
  // The same at a million: a level of 1,000,000 roots, the first with 1,000,000 leaves.
  sheet1m: {
    full: { kind: 'wide', count: 1_000_000 },
    warm: { kind: 'wide', count: 500 },
    sheet: true,
    libraries: ['cascadia'],
  },
  // The sheet's own search field, typed into on the search case's trees (100,000 leaves) …
  sheetSearch: {
    full: { kind: 'uniform', shape: [100, 10, 100] },
    warm: { kind: 'uniform', shape: [10, 5, 10] },
    sheet: true,
    showSearch: true,
    libraries: ['cascadia'],
  },
  // … and 1,000,000 leaves.
  sheetSearch1m: {
    full: { kind: 'uniform', shape: [100, 100, 100] },
    warm: { kind: 'uniform', shape: [10, 5, 10] },
    sheet: true,
    showSearch: true,
    libraries: ['cascadia'],
  },
};

const NO_SHEET = 'Cascadia only: rc-cascader and @rc-component/cascader have no bottom sheet';

/** Why a case leaves a library out, for the run's output. */
export const LEFT_OUT: Partial<Record<CaseId, string>> = {
  sheet: NO_SHEET,
  sheet1m: NO_SHEET,
  sheetSearch: NO_SHEET,
  sheetSearch1m: NO_SHEET,
};

/** The events whose dispatch is an interaction's time zero: a press (the default), a release, a move. */
export type StartOn = 'press' | 'release' | 'move';

/** Letters typed one by one in the search case (the query is taken from the tree itself). */
export const QUERY_LENGTH = 6;

export type Condition =
  /**
   * At least `columns` columns, each showing its first or active row on screen; with `deepest`,
   * the first column on screen and the last column's active row (the value's deepest level)
   * rendered and visible, wherever it is.
   */
  | { kind: 'open'; columns: number; deepest?: boolean }
  | { kind: 'search'; query: string }
  | { kind: 'checked'; checked: boolean }
  /** The bare input shows `value`. */
  | { kind: 'typed'; value: string }
  /** One level shown (a sheet's), its first row reading `first` and on screen. */
  | { kind: 'level'; first: string }
  /** The sheet drawn `offset` px below its place (its handle dragged). */
  | { kind: 'dragged'; offset: number };

export interface Timing {
  ms: number;
  timedOut: boolean;
}

export interface Prepared {
  nodes: number;
  leaves: number;
  query: string;
  columns: number;
  /** The labels of the first root and of its first child (the levels the sheet case shows). */
  firstRoot: string;
  firstChild: string;
}

export type PointTarget = 'selector' | 'input' | 'checkbox' | 'row' | 'back' | 'levels' | 'handle';

/** What `window.bench` offers the driver. */
export interface BenchApi {
  library: LibraryId;
  prepare(caseId: CaseId, scale: 'warm' | 'full'): Prepared;
  /** Mounts into a fresh root; resolves with ms from `render` to the next paint. */
  mount(): Promise<number>;
  /**
   * Starts listening for the next user event of the kind `on` says (a press when absent: pointerdown,
   * mousedown, keydown or input; a release: pointerup, where a swipe acts; a move: pointermove, a
   * frame of a drag); its dispatch is time zero.
   */
  arm(condition: Condition, capMs: number, on?: StartOn): void;
  /** Resolves after the armed condition holds and the next frame is painted. */
  result(): Promise<Timing>;
  /**
   * Centre of the trigger, the search input, the first option's checkbox, the first row shown, the
   * sheet's back button, its levels (where a swipe goes) or its handle, in CSS px.
   */
  point(target: PointTarget): { x: number; y: number } | null;
  /** Focuses the search input (the sheet's own when the case has a sheet). */
  focusInput(): boolean;
  /**
   * The library's own work for one search keystroke, without the browser's input pipeline: from
   * the popup's columns, `query` is set on the search input by a synthetic input event, and the
   * time covers the library's script plus the style and layout it causes (forced at once rather
   * than in the next frame). Repeated `reps` times, each from the columns after an idle moment;
   * resolves with the median in ms and leaves the search input empty.
   */
  searchWork(query: string, reps: number): Promise<number>;
  domNodes(): number;
  unmount(): void;
}
