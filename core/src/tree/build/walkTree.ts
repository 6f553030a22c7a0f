import { describe, describeError, ProblemLog } from '../../problems/problems';
import type { LoadedEntry, OptionValue } from '../../types/types';
import { DEFAULT_FIELD_NAMES, type ResolvedFieldNames } from '../fieldNames';
import {
  CHECK_DISABLED,
  DISABLE_CHECKBOX,
  DUPLICATE,
  LEAF,
  OWN_DISABLED,
  PARTIAL,
  PATH_DISABLED,
  UNLOADED,
} from '../flags';
import type { LeafTally, ReadKeys } from '../large/runLeaves';
import type { LoadedChildren, LoadedNode } from '../loadedChildren';
import { TreeColumns } from '../treeColumns';
import { isOptionValue } from '../valueRule';
import {
  type BuildOptions,
  type IndexResult,
  MAX_NODES,
  MAX_SHARED_NODES,
  type TreeIndex,
  WATCH_SHARING_FROM,
} from './buildOptions';
import { claimValue, closeFrame, countSibling, type Frame, mapTable, type TableOf } from './frame';
import {
  childrenNotArray,
  cycle,
  duplicate,
  invalidValue,
  notObject,
  optionProblem,
  tooManyNodes,
  tooManyShared,
  unreadable,
} from './optionProblems';

/**
 * The build: one preorder walk over the options that fills the typed columns of a `TreeIndex`,
 * checking each option on the way (problems.ts codes). `buildTree` walks all of it at once, adding
 * every option one by one: what a small tree needs. The large-tree machinery walks the same way
 * with the same pieces (`startWalk`, `addOption`, `leaveFrame`, `endWalk`), in slices and taking
 * runs of plain leaves at once (large/largeWalk.ts): a loop of its own, which a lean bundle never
 * carries.
 */

/** Options a lazy tree indexes per step (about a millisecond's work). */
export const SLICE = 2048;

/** How many levels of ancestors a cycle is looked for by a walk up the stack, not in a set. */
const NEAR = 16;

/**
 * Whether `option` is on the ancestor chain (a cycle): the stack's frames above the top level are
 * the ancestors' children, the first NEAR of them compared one by one, the rest in `deep`. The
 * depth of an option is `stack.length - 1`.
 */
function isAncestor<O>(
  option: unknown,
  stack: readonly Frame<O>[],
  columns: TreeColumns<O>,
  deep: ReadonlySet<unknown>,
): boolean {
  const near = Math.min(stack.length, NEAR + 1);
  for (let k = 1; k < near; k++) if (columns.optionAt(stack[k].frameParent) === option) return true;
  return stack.length > NEAR + 1 && deep.has(option);
}

/** A frame to fill in (`Frame`): the same shape as the top level's. */
function newFrame<O>(): Frame<O> {
  return {
    frameItems: [],
    frameLength: 0,
    nextIndex: 0,
    frameParent: -1,
    up: null,
    upIndex: 0,
    siblingsAccepted: 0,
    siblingsSeen: null,
    siblingsAscend: true,
    lastValue: 0,
    loadedBelow: null,
    sharedItems: false,
  };
}

/** The whole build at once, every option added one by one (`BuildOptions.large` aside). */
export function buildTree<O>(
  input: unknown,
  fieldNames: ResolvedFieldNames,
  options: BuildOptions<O>,
): IndexResult<O> {
  const w = startWalk<O>(input, fieldNames, options);
  const stack = w.walkFrames;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.nextIndex >= frame.frameLength) leaveFrame(w, frame);
    else if (!addOption(w, frame)) break;
  }
  return endWalk(w);
}

/**
 * A walk over the options, ready to go: its top level read (a problem when it is no array), its
 * columns made (`LargeBuild.columns`'s with the large-tree machinery) and its first frame on the
 * stack. The loop that goes on (`buildTree`'s, or the machinery's in slices) takes each frame's
 * next option (`addOption`) and leaves the frames it is done with (`leaveFrame`); `endWalk` makes
 * the index.
 */
export function startWalk<O>(
  input: unknown,
  fieldNames: ResolvedFieldNames,
  { loaded, maxProblemsPerCode = 20, maxNodes = MAX_NODES, expectedNodes, large }: BuildOptions<O>,
): WalkState<O> {
  // Long sibling lists' tables: compact with the large-tree machinery, else Maps.
  const table = large?.table ?? mapTable;
  // Its shape is kept between builds with the large-tree machinery's (large/runColumns.ts).
  const log = new ProblemLog(maxProblemsPerCode);
  const { label: labelKey, value: valueKey, children: childrenKey } = fieldNames;
  // A key that every object inherits (`toString`, `__proto__`, `constructor`) counts only as an own property.
  const ownValue = valueKey in Object.prototype;
  const ownLabel = labelKey in Object.prototype;
  const ownChildrenKey = childrenKey in Object.prototype;
  let roots: readonly unknown[] = [];
  let rootCount = 0;
  try {
    if (Array.isArray(input)) {
      rootCount = input.length;
      roots = input;
    } else if (input !== undefined && input !== null) {
      log.noteProblem(
        'error',
        'options-not-array',
        'options',
        () => 'options',
        () => process.env.NODE_ENV !== 'production' && `options must be an array, got ${describe(input)}.`,
      );
    }
  } catch (error) {
    // A revoked Proxy, or an array Proxy whose `length` trap throws.
    log.noteProblem(
      'error',
      'option-unreadable',
      'options',
      () => 'options',
      () =>
        process.env.NODE_ENV !== 'production' &&
        `options could not be read (${describeError(error)}); no option is shown.`,
    );
  }

  // Room for the top level at once (a flat column of 100k options would otherwise double 7 times),
  // up to 65,536 for the first slice: a million at once (17 MB) made the mount that indexes the
  // first slice of a lazy tree trigger a full garbage collection.
  // `columns.size` counts the nodes.
  const capacity = Math.max(1024, Math.min(expectedNodes ?? Math.min(rootCount, 65_536), maxNodes));
  // The walk's tallies, which runs of leaves add to.
  // Whether an option has the label key matters only for a custom one (a misspelt key is warned
  // of below): the default counts as seen, so no option is asked. Asked only until one has it, the
  // question ran at a build's first option alone, which V8 had not recorded when it optimised the
  // walk, and the next build's first option threw that code away (every remote answer's build).
  const tally: LeafTally = {
    checkDisabled: 0,
    sawValueKey: false,
    sawLabelKey: labelKey === DEFAULT_FIELD_NAMES.label,
  };
  // With the large-tree machinery, columns that read run leaves again (large/runColumns.ts).
  const columns = large ? large.columns<O>(capacity, roots, valueKey) : new TreeColumns<O>(capacity);
  // Filled in, not spread into a new object: the spread gave the top frame a shape (a V8 map) of
  // its own, and the walk's reads of a frame saw two.
  const top = newFrame<O>();
  top.frameItems = roots;
  top.frameLength = rootCount;
  top.loadedBelow = loaded?.root.next ?? null;
  const w: WalkState<O> = {
    walkLog: log,
    walkColumns: columns,
    walkTally: tally,
    tableOf: table,
    walkFrames: [top],
    // One frame ready: a build's first branch takes it rather than make one, a call made only
    // there, which V8 had not recorded when it optimised the walk (see `TreeColumns` `objectList`).
    spare: [newFrame<O>()],
    deepAncestors: new Set(),
    appliedPlaces: new Set(),
    expandedArrays: null,
    sharedNodes: 0,
    duplicatesSeen: 0,
    topLevel: 0,
    readKeys: { valueKey, labelKey, childrenKey, ownValue, ownLabel, ownChildrenKey },
    nodeLimit: maxNodes,
    walkTop: top,
    walkLoaded: loaded,
    walkFieldNames: fieldNames,
  };
  return w;
}

/** Takes the frame on top of the stack, whose options are all walked, off it. */
export function leaveFrame<O>(w: WalkState<O>, frame: Frame<O>): void {
  const { walkFrames: stack, walkColumns: columns } = w;
  stack.pop();
  closeFrame(frame, columns);
  if (stack.length > NEAR) w.deepAncestors.delete(columns.optionAt(frame.frameParent));
  if (frame !== w.walkTop) w.spare.push(frame);
}

/** The index of a walk that is done (or stopped: too many nodes), with its problems. */
export function endWalk<O>(w: WalkState<O>): IndexResult<O> {
  const { walkLog: log, walkColumns: columns, walkTally: tally, walkTop: top, walkLoaded: loaded } = w;
  const { label: labelKey, value: valueKey } = w.walkFieldNames;
  const rootCount = top.frameLength;
  const applied = w.appliedPlaces;
  // A walk cut short (too many nodes) leaves branches open: each subtree ends where the walk did,
  // or its children could not be found (the ends are how siblings are walked).
  for (const frame of w.walkFrames) closeFrame(frame, columns);

  // A misspelt custom key is the likely cause when no option has it; say so once.
  if (columns.size === 0 && rootCount > 0 && !tally.sawValueKey && valueKey !== DEFAULT_FIELD_NAMES.value) {
    log.noteProblem(
      'warning',
      'field-name-unused',
      'fieldNames.value',
      () => 'options',
      () =>
        process.env.NODE_ENV !== 'production' &&
        `fieldNames.value is '${valueKey}', but no option has that key.`,
    );
  }
  if (rootCount > 0 && !tally.sawLabelKey && labelKey !== DEFAULT_FIELD_NAMES.label) {
    log.noteProblem(
      'warning',
      'field-name-unused',
      'fieldNames.label',
      () => 'options',
      () =>
        process.env.NODE_ENV !== 'production' &&
        `fieldNames.label is '${labelKey}', but no option has that key; labels will be empty.`,
    );
  }

  const index: TreeIndex<O> = {
    options: top.frameItems as readonly O[],
    fieldNames: w.walkFieldNames,
    loaded: loaded?.keepOnly(applied),
    nodeCount: columns.size,
    // The columns cut to the node count (`nodeSources`, `parentIds`, `subtreeEnd`, `childCounts`, `nodeFlags`).
    ...columns.trimmed(),
    checkDisabled: tally.checkDisabled,
    rootCount: w.topLevel,
    duplicateNodes: w.duplicatesSeen,
    rootAscending: top.siblingsAscend,
  };
  return { index, problems: log.finishLog() };
}

/**
 * What a walk keeps between options (and slices): its output, its tallies and how it reads the
 * options. Its names are shortened in the published build (scripts/mangle): they are spelled at
 * every use.
 */
export interface WalkState<O> {
  walkLog: ProblemLog;
  walkColumns: TreeColumns<O>;
  /** The tallies runs of leaves add to too. */
  walkTally: LeafTally;
  tableOf: TableOf;
  walkFrames: Frame<O>[];
  // Frames the walk is done with, for the next branches: nothing keeps one once it is popped (a
  // problem spells its place out when it is logged), and a frame per branch was garbage to
  // collect (20,000 of them for a remote answer of 20,000 results).
  spare: Frame<O>[];
  // Option objects on the current ancestor chain past its first NEAR levels: with those, which
  // are found by a walk up the stack, they detect cycles. A set of every ancestor took one add and
  // one delete per branch, each of which could re-size its table (20,000 branches, 20,000 tables).
  deepAncestors: Set<unknown>;
  /**
   * The places of `loaded` whose node the build found; when fewer than all, the rest are dropped.
   * A set from the start: an array made empty changed its kind at its first place, and the walk's
   * code, optimised for the kind of the array before, was thrown away at each build's first one.
   */
  appliedPlaces: Set<LoadedNode<O>>;
  // Children arrays expanded so far, watched once the tree is big enough for sharing to matter
  // (a small tree pays nothing); and the nodes added again below arrays seen before.
  expandedArrays: Set<unknown> | null;
  sharedNodes: number;
  duplicatesSeen: number;
  /** Options accepted at the top level. */
  topLevel: number;
  readKeys: ReadKeys;
  nodeLimit: number;
  /** The top level's frame: its options are the tree's. */
  walkTop: Frame<O>;
  walkLoaded: LoadedChildren<O> | undefined;
  walkFieldNames: ResolvedFieldNames;
}

/**
 * Judges and adds the frame's next option (and pushes the frame of its children); false when the
 * walk must stop (too many nodes). A function of its own, called once per option, not the body of
 * the walk's loop: the walk is one call per build, and V8 optimises a loop only within that call,
 * from the middle of it, late, and drops that code at the first option unlike those before; this
 * is optimised after a few hundred options and stays so for the builds after (the build of a
 * remote answer of 20,000 paths ran mostly unoptimised in the second answer as in the first).
 */
export function addOption<O>(w: WalkState<O>, frame: Frame<O>): boolean {
  const {
    walkLog: log,
    walkColumns: columns,
    walkTally: tally,
    walkFrames: stack,
    tableOf: table,
    deepAncestors,
    appliedPlaces: applied,
    spare,
  } = w;
  const { valueKey, labelKey, childrenKey, ownValue, ownLabel, ownChildrenKey } = w.readKeys;
  const index = frame.nextIndex++;
  // Too many nodes: past the cap on options reached through shared children arrays, or past the
  // node limit (most likely one children array shared by many parents, each level multiplying it).
  const overShared = frame.sharedItems && ++w.sharedNodes > MAX_SHARED_NODES;
  if (overShared || columns.size >= w.nodeLimit) {
    optionProblem(
      log,
      'too-many-nodes',
      frame,
      index,
      childrenKey,
      overShared ? MAX_SHARED_NODES : w.nodeLimit,
      process.env.NODE_ENV !== 'production' && (overShared ? tooManyShared : tooManyNodes),
    );
    return false;
  }

  // Every read of the caller's objects happens in this block: a getter or Proxy trap that
  // throws skips the option with a problem instead of breaking the whole build.
  let raw: unknown;
  let value: OptionValue;
  let rawChildren: unknown;
  let childCount = 0;
  let ownCount = 0; // in the options themselves: loaded children are the value path's, not a repeat's
  let slot: LoadedNode<O> | undefined;
  let useLoaded: LoadedEntry<O> | null = null;
  let ownDisabled: boolean;
  let disableCheckbox: boolean;
  let isLeafProp: unknown;
  try {
    raw = frame.frameItems[index];
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      optionProblem(
        log,
        'option-not-object',
        frame,
        index,
        childrenKey,
        raw,
        process.env.NODE_ENV !== 'production' && notObject,
      );
      return true;
    }
    const option = raw as Record<string, unknown>;
    const hasValue = ownValue ? Object.hasOwn(option, valueKey) : valueKey in option;
    if (hasValue) tally.sawValueKey = true;
    if (!tally.sawLabelKey)
      tally.sawLabelKey = ownLabel ? Object.hasOwn(option, labelKey) : labelKey in option;
    const rawValue = hasValue ? option[valueKey] : undefined;
    if (!isOptionValue(rawValue)) {
      const code =
        rawValue === undefined ? 'missing-value' : rawValue === null ? 'null-value' : 'invalid-value';
      optionProblem(
        log,
        code,
        frame,
        index,
        childrenKey,
        { code, rawValue, valueKey },
        process.env.NODE_ENV !== 'production' && invalidValue,
      );
      return true;
    }
    value = rawValue;
    // Read now so that a throwing label getter skips the option here, not in a render later.
    if (!ownLabel || Object.hasOwn(option, labelKey)) void option[labelKey];
    const ownChildren =
      !ownChildrenKey || Object.hasOwn(option, childrenKey) ? option[childrenKey] : undefined;
    // Loaded children apply where the option has none of its own: once the app's options carry
    // children there, they are the truth.
    slot = frame.loadedBelow?.get(value);
    ownCount = Array.isArray(ownChildren) ? ownChildren.length : 0;
    if (slot?.entry && ownCount === 0) useLoaded = slot.entry;
    rawChildren = useLoaded ? useLoaded.children : ownChildren;
    childCount = useLoaded ? useLoaded.children.length : ownCount;
    ownDisabled = option.disabled === true;
    disableCheckbox = option.disableCheckbox === true;
    isLeafProp = option.isLeaf;
  } catch (error) {
    optionProblem(
      log,
      'option-unreadable',
      frame,
      index,
      childrenKey,
      error,
      process.env.NODE_ENV !== 'production' && unreadable,
    );
    return true;
  }
  // Only an option with children can be on the ancestor chain (every option there has some),
  // so leaves, most of a tree, skip the lookup.
  if (childCount > 0 && isAncestor(raw, stack, columns, deepAncestors)) {
    optionProblem(
      log,
      'cycle',
      frame,
      index,
      childrenKey,
      null,
      process.env.NODE_ENV !== 'production' && cycle,
    );
    return true;
  }
  const hasSiblings = frame.frameLength > 1;
  // Claimed here, the value is taken: nothing below skips the option any more.
  if (hasSiblings && !claimValue(frame, value, columns.size, columns, table)) {
    optionProblem(
      log,
      'duplicate-value',
      frame,
      index,
      childrenKey,
      { value, children: ownCount },
      process.env.NODE_ENV !== 'production' && duplicate,
    );
    // Shown in its place as a disabled leaf (see DUPLICATE); nothing below it is indexed.
    const parentId = frame.frameParent;
    columns.add(parentId, stack.length - 1, OWN_DISABLED | PATH_DISABLED | LEAF | DUPLICATE, raw as O, value);
    if (parentId < 0) w.topLevel++;
    tally.checkDisabled++;
    w.duplicatesSeen++;
    countSibling(frame, value, columns, table);
    return true;
  }

  const parentId = frame.frameParent;
  const arrayChildren = Array.isArray(rawChildren);
  if (!arrayChildren && rawChildren !== undefined && rawChildren !== null) {
    optionProblem(
      log,
      'children-not-array',
      frame,
      index,
      childrenKey,
      rawChildren,
      process.env.NODE_ENV !== 'production' && childrenNotArray,
    );
  }
  let f = 0;
  if (ownDisabled) f |= OWN_DISABLED | PATH_DISABLED;
  if (parentId >= 0 && columns.nodeFlags[parentId] & PATH_DISABLED) f |= PATH_DISABLED;
  if (disableCheckbox) f |= DISABLE_CHECKBOX;
  // A branch whose children arrived — loaded, or an empty array set in rc style — is no longer
  // unloaded; with none it is a leaf, so it shows no expand icon and asks for nothing more.
  const arrived = useLoaded !== null || arrayChildren;
  const isLeaf =
    typeof isLeafProp === 'boolean' && !(arrived && childCount === 0) ? isLeafProp : childCount === 0;
  if (isLeaf) f |= LEAF;
  if (isLeafProp === false && !arrived) f |= UNLOADED;
  if (useLoaded?.partial) f |= PARTIAL;
  if (useLoaded) applied.add(slot!);
  if (f & CHECK_DISABLED) tally.checkDisabled++;
  const id = columns.add(parentId, stack.length - 1, f, raw as O, value);
  if (parentId < 0) w.topLevel++;
  if (hasSiblings) countSibling(frame, value, columns, table);

  if (childCount > 0) {
    if (stack.length > NEAR) deepAncestors.add(raw);
    columns.setItems(id, rawChildren as readonly unknown[]);
    let shared = frame.sharedItems;
    if (!shared && columns.size > WATCH_SHARING_FROM) {
      // Not `??=` on the state: on a shortened name the build makes that a keyed write.
      const expanded = w.expandedArrays ?? new Set();
      w.expandedArrays = expanded;
      const before = expanded.size;
      shared = expanded.add(rawChildren).size === before;
    }
    const below = spare.pop() ?? newFrame<O>();
    below.frameItems = rawChildren as readonly unknown[];
    below.frameLength = childCount;
    below.nextIndex = 0;
    below.frameParent = id;
    below.up = frame;
    below.upIndex = index;
    below.siblingsAccepted = 0;
    below.siblingsSeen = null;
    below.siblingsAscend = true;
    below.lastValue = 0;
    below.loadedBelow = slot?.next ?? null;
    below.sharedItems = shared;
    stack.push(below);
  }
  return true;
}
