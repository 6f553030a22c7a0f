/**
 * Lazy checking at scale, for the core benchmark: a root whose `count` children were never loaded,
 * checked with `SHOW_CHILD`, so the engine loads every child (`checkLoadLimit` at a time) before
 * the root is checked. The loader answers at once (a resolved Promise, one leaf per child), so
 * the time from the click to `onChange` with every leaf is the engine's own: the store, the tree
 * rebuilt as the answers join it, and the check's bookkeeping of what is loaded, in flight and
 * queued.
 */
import { createCascader } from '../../core/src/entry/allIn';
import type { CascaderOption, ValuePath } from '../../core/src/types/types';

/** The options: one loaded root with `count` unloaded children. */
function lazyRoot(count: number): CascaderOption[] {
  const children = Array.from({ length: count }, (_, i) => ({
    label: `Branch ${i}`,
    value: `b${i}`,
    isLeaf: false,
  }));
  return [{ label: 'Root', value: 'root', children }];
}

/** Checks the root and resolves once `onChange` reports every leaf: the milliseconds it took. */
export async function timeLazyCheck(count: number): Promise<{ ms: number; nodes: number }> {
  let done: (value: ValuePath[]) => void = () => {};
  const reported = new Promise<ValuePath[]>((resolve) => (done = resolve));
  const store = createCascader<CascaderOption>({
    options: lazyRoot(count),
    checkable: true,
    showCheckedStrategy: 'SHOW_CHILD',
    loadData: (selected: CascaderOption[]) =>
      Promise.resolve([{ label: `Leaf of ${selected[selected.length - 1].label}`, value: 'leaf' }]),
    onChange: (value) => done(value as ValuePath[]),
  });
  const start = performance.now();
  store.send({ type: 'ITEM.CHECK', path: ['root'] });
  const value = await reported;
  const ms = performance.now() - start;
  if (value.length !== count) throw new Error(`lazy check reported ${value.length} of ${count} leaves`);
  const nodes = store.getState().tree.size;
  store.destroy();
  return { ms, nodes };
}
