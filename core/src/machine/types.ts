/**
 * The machine's types, and nothing else: its state, events, effects, store and the feature
 * interface. Over 500 lines because each field carries the comment that says what it holds; it has
 * no code, so its length costs a reader nothing to follow, and one file keeps the state's shape
 * readable at a glance.
 */
import type { CheckState } from '../features/checkable/check';
import type { CheckQueue } from '../features/lazyCheck/checkQueue';
import type { Arrived } from '../features/lazyCheck/slot';
import type { HeldPaths } from '../features/loadPath/slot';
import type { SearchState } from '../features/search/search';
import type { Outcome } from '../problems/faults';
import type { LargeBuild } from '../tree/build/buildOptions';
import type { ResolvedFieldNames } from '../tree/fieldNames';
import type { LoadedChildren } from '../tree/loadedChildren';
import type { Tree } from '../tree/tree';
import type { EngineEvent, KeyInput, Status, Value } from '../types/events';
import type {
  CascaderOption,
  CascaderProps,
  FailedEntry,
  LoadingEntry,
  OptionValue,
  Problem,
  ValuePath,
} from '../types/types';
import type { SharedList } from './sharedList';

// The public view of the engine's events and state, declared with the types (a leaf) so that the
// props' `stateReducer` needs nothing from the machine.
export type { CascaderSnapshot, EngineEvent, KeyInput, StateReducer, Status, Value } from '../types/events';

/**
 * The props `resolveProps` gives a default, so the reducer never checks them for undefined. Their
 * types are `CascaderProps`' own (made required): the prop list is declared once, there.
 */
type DefaultedProp =
  | 'options'
  | 'changeOnSelect'
  | 'expandSingleOption'
  | 'checkable'
  | 'checkStrictly'
  | 'showCheckedStrategy'
  | 'expandTrigger'
  | 'hoverExpandDelay'
  | 'popupTrigger'
  | 'inline'
  | 'autoClearSearchValue'
  | 'hidePopupOnSelect'
  | 'confirm'
  | 'loadTimeout'
  | 'disabled'
  | 'direction';

/**
 * The props with every default filled in and field names resolved. (`messages` is the app's, as
 * given: the features that announce fill in the defaults, `DEFAULT_MESSAGES`, text by text.)
 */
export interface ResolvedProps<O>
  extends Omit<CascaderProps<O>, DefaultedProp | 'fieldNames'>,
    Required<Pick<CascaderProps<O>, DefaultedProp>> {
  /** The keys an option's label, value and children are read from, each given or its default. */
  fieldNames: ResolvedFieldNames;
}

/**
 * Everything the engine knows at one moment; the views (`getColumns`, `getItem`, …) read it. The
 * fields marked internal are the engine's bookkeeping (the tree, pending checks, request ids, …):
 * they change between versions, so read what they hold through the views.
 */
export interface CascaderState<O = CascaderOption> {
  /** Focus and popup: see {@link Status}. */
  status: Status;
  /** The props last set, with every default filled in. */
  props: ResolvedProps<O>;
  /** @internal Derived from `props.options`, `fieldNames` and the loaded children; rebuilt when they change. */
  tree: Tree<O>;
  /** Problems found in the current options (already reported through `onProblem`). */
  problems: readonly Problem[];
  /**
   * @internal What waits for a lazily indexed tree to be complete before it is reported: the options'
   * problems, and values missing from the options. Null when nothing does.
   */
  unreported: { problems: boolean; value: boolean } | null;
  /**
   * The value as the user of the component sees it (controlled prop wins). In `confirm` mode,
   * while the popup is open, the draft being browsed (see `draft`).
   */
  value: Value;
  /**
   * @internal `confirm` mode with the popup open: the value the draft started from, restored when the popup
   * closes without `POPUP.CONFIRM`. Null otherwise.
   */
  draft: Draft | null;
  /** Checkable mode: the conducted check state that `value` stands for; null in single mode. */
  checks: CheckState<O> | null;
  /** @internal The value `checks` was computed for: when `value` is replaced, `checks` is recomputed. */
  checksFor: Value;
  /** The open path: one column per branch on it; the last element is the keyboard-active item. */
  activePath: ValuePath;
  /**
   * @internal The open path's last item, when the user went into it (`ITEM.ENTER`) and none of its children
   * could take the keyboard (all disabled): the keys then act on its children's column, with no
   * item active there. Null otherwise; it only ever equals `activePath`.
   */
  entered: ValuePath | null;
  /**
   * @internal The open path itself (this very array) when the keys landed on its last item
   * without opening it: the popup was opened by a key with nothing active, and the first (or, with
   * Up, the last) row became the keyboard's, announced, but its column stays closed until the next
   * arrow, Right or Enter (APG's tree: a row is reached before it is expanded). Any new open path
   * (a move, a click, a hover) is a new array, which ends it. Null otherwise.
   */
  collapsed: ValuePath | null;
  /**
   * @internal The deepest open path the user went down while the open path leads along it (the
   * open path or an extension of it): where `LEVEL.FORWARD` goes back to after going back up.
   * Replaced by the open path when that goes another way (trail.ts).
   */
  trail: ValuePath;
  /** The search text (the controlled `searchValue` when given); empty when not searching. */
  searchValue: string;
  /** Search results for `searchValue` (null when not searching). */
  search: SearchState<O> | null;
  /** Index into `search.results` of the keyboard-active result (-1: none). */
  searchActiveIndex: number;
  /**
   * @internal Whether the user has moved the active result since the results changed. Until then the first
   * result is active by default (Enter picks it), and the first Down keeps it (rc-cascader makes
   * nothing active until Down, so Down then Enter picks the first result there too).
   */
  searchActiveMoved: boolean;
  /** In-flight loads keyed by `pathId(path)`. */
  loading: ReadonlyMap<string, LoadingEntry>;
  /** Branches whose last load failed, keyed by `pathId(path)`. Never also in `loading`. */
  failed: ReadonlyMap<string, FailedEntry>;
  /**
   * @internal SHOW_CHILD checks of branches whose descendants are still loading (see lazyCheck.ts), keyed
   * by `pathId(path)`. The branch is checked once every descendant has loaded.
   */
  checkLoads: ReadonlyMap<string, CheckLoad>;
  /** Branches whose check failed because a descendant did not load; never also in `checkLoads`. */
  checkFailed: ReadonlyMap<string, FailedEntry>;
  /**
   * @internal Children returned by Promise-style loaders (and added along paths), kept by their node's
   * value path, so options re-created with the same paths keep them. Only entries whose node still
   * exists are kept. Undefined while nothing is loaded (a lean engine never bundles `LoadedChildren`).
   */
  loaded: LoadedChildren<O> | undefined;
  /** @internal Answers a waiting check asked for, not joined to `loaded` and the tree yet (arrived.ts). */
  arrived: Arrived<O> | null;
  /** `loadPath` requests for paths of the value the tree cannot resolve yet, keyed by `pathId(path)`. */
  pathLoads: ReadonlyMap<string, LoadingEntry>;
  /** @internal `loadPath` answers that wait for the others in flight to join the tree with them (heldPaths.ts). */
  heldPaths: HeldPaths<O> | null;
  /** Paths of the value whose `loadPath` failed: shown raw, with a retry. Never also in `pathLoads`. */
  pathFailed: ReadonlyMap<string, FailedEntry>;
  /** `showSearch.load`: the remote search for the typed text; null when none is under way or shown. */
  remoteSearch: RemoteSearch | null;
  /** @internal The id the next request (a load, `loadPath`, a remote search) gets; each answer names its id. */
  nextRequestId: number;
  /** @internal Typeahead buffer and the time of its last key. */
  typeahead: { text: string; at: number };
  /** The latest message for the polite live region. */
  announcement: string;
  /**
   * @internal The features the engine was made with (`createCascader`: all of them), whose
   * handlers and phase steps the machine runs (feature.ts). The same list for the store's life.
   */
  features: readonly CascaderFeature[];
}

/** A remote search (`showSearch.load`) for one query. */
export interface RemoteSearch {
  /** The text searched for. */
  query: string;
  /** waiting: the debounce runs; loading: the request runs; then done or failed. */
  status: 'waiting' | 'loading' | 'done' | 'failed';
  /** The request's id while loading (0 before). */
  requestId: number;
  /** Done: the value paths of the results, which joined the tree as partial nodes. */
  paths: readonly ValuePath[];
  /**
   * @internal Done: each path's first option's index among the top-level options when the answer
   * joined (null: none known). The merge takes a result's top-level node by its place, not by its
   * value: 20,000 results looked their 20,000 top-level options up by value once more, in every
   * new tree.
   */
  tops: Int32Array | null;
  /** Failed: what the request rejected with. */
  error?: unknown;
}

/** A SHOW_CHILD check of a branch that waits for the loads below it. */
export interface CheckLoad {
  /** The value path of the branch being checked. */
  path: ValuePath;
  /** How many loads it waited for have answered (never decreases: the row's progress). */
  loaded: number;
  /** The descendants it waits for that are loading now, by key, with their paths. */
  inFlight: ReadonlyMap<string, ValuePath>;
  /** Unloaded descendants not asked for yet: they wait for a free slot of `checkLoadLimit`. */
  queuedCount: number;
  /** Every descendant has loaded: the next step checks the branch. */
  ready: boolean;
  /**
   * @internal The descendants not asked for yet, in tree order (checkQueue.ts); `queuedCount` counts
   * them, less those in `takenKeys`.
   */
  pendingQueue: CheckQueue;
  /** @internal Descendants whose answer it counted and that wait in `arrived` to join the tree. */
  awaiting: SharedList<ValuePath>;
  /** @internal Keys still in `pendingQueue` whose load started elsewhere (the user, another check) and is in `inFlight`. */
  takenKeys: ReadonlySet<string>;
  /**
   * @internal Keys of descendants it asked for whose load ended without loading them, with the
   * option asked about: a leaf for this check, unless the app replaced the option since.
   */
  droppedKeys: ReadonlyMap<string, unknown>;
  /** @internal The options and field names `pendingQueue` was found in: with new ones (the app replaced a subtree) the subtree is searched again. */
  basis: unknown;
  /**
   * @internal What the user checked or unchecked inside the branch while it waited, in order:
   * replayed after the branch is checked, so that the later action wins (an unchecked leaf stays
   * unchecked).
   */
  laterChecks: readonly { path: ValuePath; checked: boolean }[];
}

/**
 * What can happen to the component, sent to the store (`store.send`): new props, and every
 * `EngineEvent` (the user's actions, the answers of loads and timers).
 */
export type CascaderEvent<O = CascaderOption> =
  | { type: 'PROPS.SET'; props: Partial<CascaderProps<O>> }
  /**
   * Features join a running engine (`store.addFeatures`): each takes its place in the engine's
   * order and a feature of the same name that was only on its way (`onDemand`) is replaced.
   */
  | { type: 'FEATURES.ADD'; features: readonly CascaderFeature[] }
  | EngineEvent<O>;

/** The `type` of every event: `'ITEM.CLICK'`, `'KEY.DOWN'`, … */
export type CascaderEventType = CascaderEvent['type'];

/** Side effects described by the reducer and run by the store. */
export type Effect<O = CascaderOption> =
  | { type: 'change'; value: Value; selectedOptions: O[] | O[][] | undefined }
  | { type: 'openChange'; open: boolean }
  | { type: 'search'; value: string }
  | { type: 'clear' }
  | { type: 'load'; requestId: number; path: ValuePath; selectedOptions: O[] }
  | { type: 'loadPath'; requestId: number; path: ValuePath }
  | { type: 'searchLoad'; requestId: number; query: string }
  | { type: 'abort'; requestId: number }
  | { type: 'schedule'; key: string; delay: number; event: CascaderEvent<O> }
  | { type: 'cancel'; key: string }
  | { type: 'problem'; problem: Problem };

/** What the reducer (`transition`) returns for an event: the next state and the side effects to run. */
export interface Transition<O = CascaderOption> {
  /** The state after the event. */
  state: CascaderState<O>;
  /** Callbacks to call and requests to start or abort, in order (the store runs them). */
  effects: Effect<O>[];
}

/** The engine for one component (`createCascader`): its state, the events it takes, and its subscribers. */
export interface CascaderStore<O = CascaderOption> {
  /** The current state (a new object after every change; the same one otherwise). */
  getState(): CascaderState<O>;
  /** Calls `listener` after each change of state; returns the function that unsubscribes it. */
  subscribe(listener: () => void): () => void;
  /** Handles one event: updates the state, runs its effects (callbacks, loads) and notifies the listeners. */
  send(event: CascaderEvent<O>): void;
  /** Merges the given props over the current ones (an adapter passes all of them on every render). */
  setProps(props: Partial<CascaderProps<O>>): void;
  /**
   * Adds features to the running engine (the code of one fetched on demand): from here on it
   * behaves as if made with them, in the engine's order whatever order they arrive in, and asks
   * for what the user already wants of them (the value's paths, the typed text's remote search).
   * Events a feature on its way had to decide wait for it and are handled once it is here.
   */
  addFeatures(features: readonly CascaderFeature[]): void;
  /**
   * Aborts loads and clears timers, and forgets what waited for them. The store can be used again
   * after `setProps`, which asks again for what is still wanted (the value's paths, waiting
   * checks, the typed text's remote search).
   */
  destroy(): void;
}

export type { OptionValue };

/**
 * `confirm` mode: browsing and checking in the open popup change a draft, not the value. The
 * draft is `state.value` itself while the popup is open (so every view shows it); `state.draft`
 * holds the value it started from. `POPUP.CONFIRM` commits it (one `onChange`); any other way of
 * closing (Escape, a click outside, blur, `POPUP.CLOSE`, a controlled `open` turned off) discards
 * it and restores that value exactly.
 */
export interface Draft {
  /** The value when the popup opened (or when the owner last set a controlled value). */
  committedValue: Value;
}

/**
 * The phases of `settle` that features take part in (derive.ts lists them in the order they run,
 * with the machine's own steps between them).
 */
export type FeaturePhase =
  | 'joinHeldPaths'
  | 'treeLoads'
  | 'valuePaths'
  | 'closingLoads'
  | 'openLoads'
  | 'trail'
  | 'waitingChecks'
  | 'checks'
  | 'checkFailures'
  | 'remoteSearch'
  | 'searchLimit'
  | 'checkLoadLimit'
  | 'search'
  | 'lateChecks';

/** A step of `settle`: the state brought in step with what changed since `prev` (null: the first). */
export type PhaseStep = <O>(
  prev: CascaderState<O> | null,
  state: CascaderState<O>,
  effects: Effect<O>[],
) => CascaderState<O>;

/** Answers held back to join the tree in batches, and the answer event that may add to them. */
export interface HeldAnswers {
  /** The answer of this kind: it does not join the held ones first (it may be held with them). */
  readonly answer: CascaderEventType;
  /** Whether any answer is held. */
  has<O>(state: CascaderState<O>): boolean;
  /** The held answers joined to what the tree is built from (the caller settles). */
  join<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O>;
}

/** @internal What a store lends a feature's part (`CascaderFeature.connect`). */
export interface StoreHost<O> {
  getState(): CascaderState<O>;
  send(event: CascaderEvent<O>): void;
  /** Whether a UI listens: the store has subscribers and is not destroyed. */
  listening(): boolean;
  destroyed(): boolean;
  /** Runs user code: what it throws is reported after the event. */
  guard(source: string, call: () => void): void;
  /** Reports at once what user code threw outside an event. */
  report(source: string, error: unknown, outcome: Outcome): void;
}

/** @internal A feature's work in one store. */
export interface StorePart<O> {
  /** Runs an effect that is its own (a request it asked for, the abort of one): true when it was. */
  run?(effect: Effect<O>): boolean;
  /** After each event, each subscribe and unsubscribe, and at the destroy: follows the store. */
  sync?(): void;
  /** `destroy()`: aborts its requests. */
  destroy?(): void;
}

/** An optional part of the engine: its handlers, its steps of `settle`, and its hooks. */
export interface CascaderFeature {
  /** Its name, in warnings and in the size report. */
  readonly name: string;
  /** Events it owns (the answers of its requests, its timers): a state, or undefined when not its. */
  handle?<O>(
    state: CascaderState<O>,
    event: CascaderEvent<O>,
    effects: Effect<O>[],
  ): CascaderState<O> | undefined;
  /**
   * @internal A tree for options with nothing loaded yet that indexes them when first needed
   * (`largeTreeFeature`: `LargeTree.lazy`). Without such a feature the engine indexes the options
   * whole when they arrive.
   */
  lazyTree?<O>(options: unknown, fieldNames: ResolvedFieldNames): Tree<O>;
  /**
   * @internal The large-tree machinery for the engine's builds (`BuildOptions.large`); without
   * such a feature a build adds every option one by one and keeps sibling values in Maps.
   */
  readonly largeBuild?: LargeBuild;
  /**
   * @internal Its part of a store, made once per store when first needed: work that lasts beyond
   * an event (requests and their aborts, background indexing, the fetch of a feature on its way).
   */
  connect?<O>(host: StoreHost<O>, feature: CascaderFeature): StorePart<O>;
  /**
   * @internal What the open popup shows of a lazy tree in place of the tree, when that is only its
   * top level (a preview of it: `largeTreeFeature`); undefined when the tree must be indexed now.
   */
  previewTree?<O>(state: CascaderState<O>): Tree<O> | undefined;
  /**
   * @internal The lazy tree a preview of its top level stands for (`largeTreeFeature`'s previews);
   * undefined for any other tree.
   */
  behindPreview?<O>(tree: Tree<O>): Tree<O> | undefined;
  /** Its steps in the phases of `settle`. */
  readonly phases?: { readonly [P in FeaturePhase]?: PhaseStep };
  /**
   * @internal Work the first input would otherwise pay for, done ahead when the user engages (in idle time;
   * `prepareForInput`): search builds its label index. Idempotent.
   */
  prepare?<O>(state: CascaderState<O>): void;
  /** Answers it holds back, joined before the next event (`beforeEvent`). */
  readonly held?: HeldAnswers;
  /**
   * @internal Reduces an event in place of `reduce` (which it calls): the first feature's that
   * has it (an announcing feature keeps the live region fresh: features/announce/sayAnew.ts).
   */
  reduceEvent?<O>(
    state: CascaderState<O>,
    event: CascaderEvent<O>,
    reduce: (state: CascaderState<O>, event: CascaderEvent<O>) => Transition<O>,
  ): Transition<O>;
  /** @internal The first feature's last word on a whole step from `before` (the live region emptied on close). */
  afterStep?<O>(before: CascaderState<O>, done: Transition<O>): Transition<O>;
  /**
   * @internal Before each event (and `handlesKey`): the state with what the features hold joined
   * (features/held/heldAnswers.ts, `joinHeld`), except answers of the kind `answering` is.
   */
  beforeEvent?<O>(state: CascaderState<O>, effects: Effect<O>[], answering: string | null): CascaderState<O>;
  /**
   * @internal After each event: the result with the follow-up steps the features ask for, each
   * taken by `step` (features/held/heldAnswers.ts, `runFollowUps`).
   */
  afterEvent?<O>(
    result: Transition<O>,
    step: (state: CascaderState<O>, event: CascaderEvent<O>) => Transition<O>,
  ): Transition<O>;
  /** @internal After `settle`: held answers that must join now, to settle again; null when none. */
  rejoin?<O>(state: CascaderState<O>): CascaderState<O> | null;
  /** @internal An event to run as a step of its own after the event (a waiting check now ready); null when none. */
  followUp?<O>(state: CascaderState<O>): CascaderEvent<O> | null;
  /** @internal How many follow-up steps it may ask for at most after one event (so that none loops). */
  followUps?<O>(state: CascaderState<O>): number;

  /**
   * @internal Starts loading the unloaded branch `id` (`loadData`; `forCheck`: for a waiting check,
   * `reasked`: asked again for a replaced option): the state with the load in flight, or as it was.
   */
  loadBranch?<O>(
    state: CascaderState<O>,
    id: number,
    effects: Effect<O>[],
    forCheck: boolean,
    reasked: number,
  ): CascaderState<O>;
  /**
   * Makes a request it asked for (an effect with a `requestId`: `load`, `loadPath`,
   * `searchLoad`): calls the app's loader with `signal` and hands its answer or failure, as one
   * event, to `settle` (the store's). True when the request was its and a loader was there.
   */
  request?<O>(
    effect: Effect<O>,
    props: ResolvedProps<O>,
    signal: AbortSignal,
    settle: (event: CascaderEvent<O>) => void,
  ): boolean;
  /**
   * @internal A key it acts on before the machine's keys (checkable: Backspace takes the last tag
   * off): a state, or undefined to leave it to them. `keyDown` is the machine's, for a key that
   * stands for another.
   */
  keyDown?<O>(
    state: CascaderState<O>,
    input: KeyInput,
    effects: Effect<O>[],
    keyDown: (state: CascaderState<O>, input: KeyInput, effects: Effect<O>[]) => CascaderState<O>,
  ): CascaderState<O> | undefined;
  /**
   * @internal A click on row `id` of a column, or Enter on it (`via`): a state, or undefined to
   * leave it to the machine (checkable mode: the check flips).
   */
  clickRow?<O>(
    state: CascaderState<O>,
    id: number,
    effects: Effect<O>[],
    via: 'mouse' | 'keyboard',
  ): CascaderState<O> | undefined;
  /** @internal Whether an Up or Down arrow over the results wraps back to the active one (`handlesKey`). */
  arrowStaysOnResult?<O>(state: CascaderState<O>, input: KeyInput): boolean;
  /**
   * @internal The changes one step proposes (after the app's `stateReducer`, before the controlled
   * props) with its rule applied (`confirm`: a draft ends, committed or restored).
   */
  settleDraft?<O>(
    prev: CascaderState<O>,
    changes: CascaderState<O>,
    event: CascaderEvent<O>,
    effects: Effect<O>[],
  ): CascaderState<O>;
  /** @internal The settled state of a step (and the initial state) with what it starts (`confirm`: a draft). */
  startDraft?<O>(state: CascaderState<O>): CascaderState<O>;
  /**
   * @internal Whether the step from `prev` tells the owner of a change of the value (`onChange`),
   * in place of the machine's rule (the value changed); undefined to leave it to that rule.
   */
  valueChange?<O>(
    prev: CascaderState<O>,
    changes: CascaderState<O>,
    event: CascaderEvent<O>,
  ): boolean | undefined;
  /**
   * @internal A row's check that waits for its lazy descendants (`path`: the row's, made when
   * asked): its progress and failure, or undefined when it has none.
   */
  checkStatus?<O>(
    state: CascaderState<O>,
    path: () => ValuePath,
  ):
    | { checkLoading: { loaded: number; waiting: number } | null; checkFailed: FailedEntry | undefined }
    | undefined;
  /**
   * @internal The proposed changes of `event` as the app's `stateReducer` rewrites them
   * (`stateReducerFeature`'s); undefined when there is no reducer. Never asked for `PROPS.SET`
   * or `FEATURES.ADD`: new props and features are the app's doing, not a change to judge.
   */
  reviseChanges?<O>(
    state: CascaderState<O>,
    event: EngineEvent<O>,
    proposed: CascaderState<O>,
  ): CascaderState<O> | undefined;
  /**
   * @internal Whether `state` waits for the request `effect` asks for (`handlesKey`: a key that
   * starts a load is the engine's): the loading feature's.
   */
  awaits?<O>(state: CascaderState<O>, effect: Effect<O>): boolean;
  /**
   * @internal A row's load (`path`: the row's, made when asked): whether its children are loading
   * and how its last load failed, or undefined when it has neither (`loadDataFeature`'s).
   */
  loadStatus?<O>(
    state: CascaderState<O>,
    path: () => ValuePath,
  ): { loading: boolean; failed: FailedEntry | undefined } | undefined;
  /**
   * @internal The tree rebuilt with the loaded children (`state.loaded`), for the features that
   * bring them (features/loaded/treeWithLoaded.ts); `optionsChanged`: report the options' problems.
   */
  buildLoaded?<O>(state: CascaderState<O>, optionsChanged: boolean, effects: Effect<O>[]): CascaderState<O>;
  /** @internal Whether the load of `path` must go on although its column closed or was left. */
  keepsLoad?<O>(state: CascaderState<O>, path: ValuePath): boolean;
  /** @internal Whether the answer for the load `key` arrived and waits to join the tree (no new request). */
  answered?<O>(state: CascaderState<O>, key: string): boolean;
  /** @internal A load's children, held back instead of joining the tree now; undefined when it holds none. */
  holdAnswer?<O>(
    state: CascaderState<O>,
    key: string,
    path: ValuePath,
    children: readonly O[],
  ): CascaderState<O> | undefined;
  /** `ITEM.RETRY` of a row it failed: a state, or undefined when the row is not its. */
  retry?<O>(
    state: CascaderState<O>,
    id: number,
    path: ValuePath,
    effects: Effect<O>[],
  ): CascaderState<O> | undefined;
  /** @internal The value is replaced (cleared, set by the app, a draft discarded): what would change it later goes. */
  valueReplaced?<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O>;
  /** @internal The user checked or unchecked `path`: noted for what waits above it. */
  noteCheck?<O>(state: CascaderState<O>, path: ValuePath, checked: boolean): CascaderState<O>;
  /** Flips the check of `id` (checkable mode). */
  toggle?<O>(state: CascaderState<O>, id: number, effects: Effect<O>[]): CascaderState<O>;
  /** @internal Unchecking a branch whose check waits undoes that check: a state, or undefined when none waits. */
  cancelCheck?<O>(state: CascaderState<O>, id: number, effects: Effect<O>[]): CascaderState<O> | undefined;
  /** @internal Checking `id` has to wait (for loads below it): the waiting state, or undefined to check it now. */
  deferCheck?<O>(
    state: CascaderState<O>,
    id: number,
    checks: CheckState<O>,
    effects: Effect<O>[],
  ): CascaderState<O> | undefined;
  /**
   * A feature whose code is fetched on demand (`onDemand`): how to fetch it. An engine made with
   * it fetches it once its props use the feature, after the engine is made (a mounted component:
   * prefetched, not on a server), and adds what arrives.
   */
  readonly load?: () => PromiseLike<CascaderFeature>;
  /** @internal On its way (`load`): whether the props in force use it, so that it is fetched now. */
  wanted?<O>(props: ResolvedProps<O>): boolean;
  /** On its way (`load`): the feature once fetched, for engines made after it arrived. */
  loaded?: CascaderFeature;
  /** `destroy()`: forgets what waited for the aborted requests and cleared timers (revive.ts). */
  suspend?<O>(state: CascaderState<O>): CascaderState<O>;
  /** A destroyed store revived: asks again for what the user still wants. */
  resume?<O>(state: CascaderState<O>, effects: Effect<O>[]): CascaderState<O>;
}
