import { namesLostOption } from '../../tree/lostOption';
import { pathOptions } from '../../tree/queries';
import type { Tree } from '../../tree/tree';
import type { OptionValue, ShowCheckedStrategy, ValuePath } from '../../types/types';
import { setChecked } from './checkConduct';
import { reportedIds } from './checkReport';
import {
  CHECKED,
  type CheckArrays,
  draftOf,
  emptyArrays,
  field,
  finish,
  HALF,
  MARK,
  SUBTREE,
} from './checkStorage';

/**
 * Checkable mode, with conduction as rc-cascader (rc-tree) does it: checking a node checks the
 * descendants reachable through nodes that take part in conduction; such a parent is checked
 * when all its conducting children are and half-checked when some are checked or half-checked.
 * Disabled (here or above) and `disableCheckbox` nodes are left out. Immutable: every change
 * returns a new state.
 */
export class CheckState<O = unknown> {
  /** @internal Use `checksFromValue`, then `toggleCheck`. */
  constructor(
    readonly tree: Tree<O>,
    /** Values that are not in the options, in the order given. They are kept, never dropped. */
    readonly missing: readonly ValuePath[],
    /** Whether the state was built without conduction (`checkStrictly`). */
    readonly strictly: boolean,
    /** @internal */
    readonly arrays: CheckArrays,
  ) {}

  /** How many nodes are checked (conducted ones included). */
  get count(): number {
    return this.arrays.count;
  }
  isChecked(id: number): boolean {
    return this.has(id) && (field(this.arrays, id, MARK) & CHECKED) !== 0;
  }
  isHalfChecked(id: number): boolean {
    return this.has(id) && (field(this.arrays, id, MARK) & HALF) !== 0;
  }
  /** Whether `id` or any node below it is checked. */
  hasCheckedWithin(id: number): boolean {
    return this.has(id) && field(this.arrays, id, SUBTREE) > 0;
  }
  private has(id: number): boolean {
    return id >= 0 && id < this.tree.size;
  }
}

/** A key for a value path that tells `1` from `'1'` and survives malformed entries. */
function keyOf(path: readonly unknown[]): string {
  return JSON.stringify(path.map((v) => (typeof v === 'string' || typeof v === 'number' ? v : String(v))));
}

/**
 * The check state a value stands for. Found paths are conducted (unless `strictly`); a path whose
 * node is checkDisabled is checked as given, without conduction; paths not in the options go to
 * `missing`. Entries that are not non-empty arrays are skipped.
 */
export function checksFromValue<O>(
  tree: Tree<O>,
  values: readonly ValuePath[],
  strictly: boolean,
): CheckState<O> {
  const missing: ValuePath[] = [];
  const seen = new Set<string>();
  const ids: number[] = [];
  for (const path of Array.isArray(values) ? values : []) {
    if (!Array.isArray(path) || path.length === 0) continue;
    const id = tree.find(path);
    if (id >= 0) ids.push(id);
    else {
      const key = keyOf(path);
      if (!seen.has(key)) {
        seen.add(key);
        missing.push(path.slice());
      }
    }
  }
  // Ancestors first: a node that an earlier value already checked by conduction needs no walk.
  ids.sort((x, y) => x - y);
  const draft = draftOf(emptyArrays(tree.size));
  for (const id of ids) {
    if ((field(draft, id, MARK) & CHECKED) === 0) setChecked(tree, draft, id, true, strictly);
  }
  return new CheckState(tree, Object.freeze(missing), strictly, finish(draft));
}

/**
 * Checks or unchecks `id`. The caller makes sure `id` is not checkDisabled (then only the node
 * itself would change). Costs the toggled subtree plus its depth, plus copies of the chunks it writes.
 */
export function toggleCheck<O>(
  state: CheckState<O>,
  id: number,
  checked: boolean,
  strictly: boolean,
): CheckState<O> {
  const { tree } = state;
  if (!(id >= 0 && id < tree.size)) return state;
  if (state.strictly !== strictly) state = rebuild(state, strictly);
  if (checked && state.isChecked(id)) return state;
  if (!checked && !state.hasCheckedWithin(id)) return state;
  const draft = draftOf(state.arrays);
  setChecked(tree, draft, id, checked, strictly);
  return new CheckState(tree, state.missing, strictly, finish(draft));
}

/** The same state without the missing value `path` (removing its tag). */
export function withoutMissing<O>(state: CheckState<O>, path: readonly OptionValue[]): CheckState<O> {
  const key = keyOf(path);
  const missing = state.missing.filter((p) => keyOf(p) !== key);
  if (missing.length === state.missing.length) return state;
  return new CheckState(state.tree, Object.freeze(missing), state.strictly, state.arrays);
}

/** Ids of the checked nodes the value reports under `strategy`: by depth, then tree order. */
export function checkedIds<O>(
  state: CheckState<O>,
  strategy: ShowCheckedStrategy,
  strictly: boolean,
): number[] {
  if (state.strictly !== strictly) state = rebuild(state, strictly);
  return reportedIds(state.tree, state.arrays, strategy, strictly);
}

/** The value (missing paths first, then found ones) and the option paths rc-cascader's onChange gets. */
export function checkedValue<O>(
  state: CheckState<O>,
  strategy: ShowCheckedStrategy,
  strictly: boolean,
): { value: ValuePath[]; options: O[][] } {
  const { tree } = state;
  const ids = checkedIds(state, strategy, strictly);
  const value: ValuePath[] = state.missing.map((p) => p.slice());
  const options: O[][] = state.missing.map((p) => tree.optionsOf(p));
  for (const id of ids) {
    const path = tree.path(id);
    if (namesLostOption(path)) continue;
    value.push(path);
    options.push(pathOptions(tree, id));
  }
  return { value, options };
}

/** Switching `checkStrictly` keeps exactly the nodes that are checked now. */
function rebuild<O>(state: CheckState<O>, strictly: boolean): CheckState<O> {
  const ids = reportedIds(state.tree, state.arrays, 'SHOW_CHILD', true);
  const values = [
    ...state.missing,
    ...ids.map((id) => state.tree.path(id)).filter((p) => !namesLostOption(p)),
  ];
  return checksFromValue(state.tree, values, strictly);
}
