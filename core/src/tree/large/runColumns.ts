/**
 * The build's columns with run leaves (`takeLeaves`): a leaf of a run has no entry of its own, and
 * is read again from its parent's children array, by the walk (`RunColumns`) and by the tree
 * (`LargeTree`), with the functions here.
 */
import { ProblemLog } from '../../problems/problems';
import type { OptionValue } from '../../types/types';
import { keepShape } from '../keepShape';
import { type NodeSources, TreeColumns } from '../treeColumns';
import { isOptionValue } from '../valueRule';

/** Whether the run columns' shape is kept yet (keepShape.ts): from the first build on. */
let runShapeKept = false;

/**
 * The option of node `id`: its own entry, or a run leaf's (`TreeColumns.slot` < 0) from its
 * parent's children array; `parent` holds the nodes' parents, `roots` the top level's options.
 */
export function optionIn<O>(
  sources: NodeSources<O>,
  parent: Int32Array,
  roots: readonly unknown[],
  id: number,
): O {
  const slot = sources.nodeSlot[id];
  return slot >= 0 ? sources.slotOptions[slot] : (itemsBelow(sources, parent[id], roots)[~slot] as O);
}

/**
 * The value of node `id` (see `optionIn`): a run leaf's is read from its option again. The build
 * accepted it as a string or a finite number; an option that no longer reads so (a getter that
 * changed or throws now) stands for no value (NaN, which no lookup matches) instead of breaking
 * whatever asked; the tree reports it (`Tree.lostOption`) and never puts it in a value.
 */
export function valueIn<O>(
  sources: NodeSources<O>,
  parent: Int32Array,
  roots: readonly unknown[],
  valueKey: string,
  id: number,
): OptionValue {
  const slot = sources.nodeSlot[id];
  if (slot >= 0) return sources.slotValues[slot];
  try {
    const value = (itemsBelow(sources, parent[id], roots)[~slot] as Record<string, unknown>)[valueKey];
    if (isOptionValue(value)) return value;
  } catch {
    // falls through
  }
  return Number.NaN;
}

/** The children array whose options are the run leaves below `parentId` (`-1`: the top level). */
function itemsBelow<O>(
  sources: NodeSources<O>,
  parentId: number,
  roots: readonly unknown[],
): readonly unknown[] {
  return parentId < 0 ? roots : (sources.slotItems[sources.nodeSlot[parentId]] ?? []);
}

/** The build's columns when it takes run leaves: their options and values are read again. */
export class RunColumns<O = unknown> extends TreeColumns<O> {
  constructor(
    capacity: number,
    /** The top level's options: the children array of the run leaves at the top. */
    private readonly roots: readonly unknown[],
    private readonly valueKey: string,
  ) {
    super(capacity);
    // Its shape is kept between builds (keepShape.ts), and the plain columns' with it: a large
    // tree's walk reads both (an empty tree's build makes plain ones), so a collection that
    // dropped either would throw its code away. So is a problem log's, which lives only during one
    // call (a build, a remote answer read): a collection dropped it, and the code that read a log
    // was thrown away. A lean engine, which builds small trees, keeps none of them.
    if (!runShapeKept) {
      runShapeKept = true;
      keepShape(new RunColumns(0, [], 'value'));
      keepShape(new TreeColumns(0));
      keepShape(new ProblemLog());
    }
  }

  /** The option of node `id` (`optionIn`). */
  override optionAt(id: number): O {
    return optionIn(this, this.parentIds, this.roots, id);
  }

  /** The value of node `id` (`valueIn`). */
  override valueAt(id: number): OptionValue {
    return valueIn(this, this.parentIds, this.roots, this.valueKey, id);
  }

  /** How many nodes fit before the columns grow. */
  get capacity(): number {
    return this.parentIds.length;
  }

  /** Room for at least `capacity` nodes, doubling as `add` does (a run of leaves, written at once). */
  ensure(capacity: number): void {
    let room = this.parentIds.length;
    while (room < capacity) room *= 2;
    if (room > this.parentIds.length) this.resizeColumns(room);
  }

  /** Room for `capacity` nodes at once (when the count to come is known), instead of doubling. */
  reserve(capacity: number): void {
    if (capacity > this.parentIds.length) this.resizeColumns(capacity);
  }
}
