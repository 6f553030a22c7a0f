import { type CascaderOption, LoadedChildren, pathId, type ValuePath } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadedEdit, type LoadedNode } from '../../core/src/tree/loadedChildren';

/**
 * The loaded children as a persistent trie over values (issue 23: a `loadPath` answer 10,000
 * levels deep keyed each level by its whole path, quadratic in time and memory). Checked against
 * a plain map keyed by path: every version keeps what it held, whatever came after it.
 */

type Entry = { children: CascaderOption[]; partial?: boolean };
const value = fc.constantFrom<string | number>('a', 'b', 1, '1');
const path = fc.array(value, { maxLength: 4 });
const step = fc.oneof(
  fc.record({ t: fc.constant('with' as const), path, n: fc.nat(9) }),
  fc.record({
    t: fc.constant('edit' as const),
    paths: fc.array(fc.tuple(path, fc.nat(9)), { maxLength: 5 }),
  }),
  fc.record({ t: fc.constant('keep' as const), pick: fc.array(fc.boolean(), { maxLength: 30 }) }),
);
const entry = (n: number): Entry => ({ children: [{ label: `${n}`, value: n }] });

/** The map's entries by path id, for comparison. */
const asMap = (loaded: LoadedChildren<CascaderOption>) =>
  new Map(loaded.entries().map(([p, e]) => [pathId(p), e]));

/** The trie's places that hold an entry, each with its path. */
function places(loaded: LoadedChildren<CascaderOption>): [ValuePath, LoadedNode<CascaderOption>][] {
  const out: [ValuePath, LoadedNode<CascaderOption>][] = [];
  const pending: [LoadedNode<CascaderOption>, ValuePath][] = [[loaded.root, []]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [node, at] = item;
    if (node.entry) out.push([at, node]);
    if (node.next) for (const [v, child] of node.next) pending.push([child, [...at, v]]);
  }
  return out;
}

describe('LoadedChildren', () => {
  it('behaves as a map by value path, and every earlier version stays as it was', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let loaded = LoadedChildren.empty<CascaderOption>();
        let model = new Map<string, Entry>();
        const versions: [LoadedChildren<CascaderOption>, Map<string, Entry>][] = [[loaded, model]];
        for (const s of steps) {
          if (s.t === 'with') {
            const e = entry(s.n);
            loaded = loaded.with(s.path, e);
            model = new Map(model).set(pathId(s.path), e);
          } else if (s.t === 'edit') {
            const edit = new LoadedEdit(loaded);
            const before = loaded;
            model = new Map(model);
            for (const [p, n] of s.paths) {
              const e = entry(n);
              edit.set(p, e);
              model.set(pathId(p), e);
            }
            // It started from a map, so it gives one.
            loaded = edit.done() as LoadedChildren<CascaderOption>;
            if (s.paths.length === 0) expect(loaded).toBe(before);
          } else {
            const all = places(loaded);
            const kept = new Set(all.filter((_, i) => s.pick[i]).map(([, node]) => node));
            const keptPaths = new Set(all.filter((_, i) => s.pick[i]).map(([p]) => pathId(p)));
            loaded = loaded.keepOnly(kept);
            model = new Map([...model].filter(([key]) => keptPaths.has(key)));
          }
          versions.push([loaded, model]);
          expect(loaded.size).toBe(model.size);
        }
        for (const [version, expected] of versions) {
          expect(asMap(version)).toEqual(expected);
          for (const [key, e] of expected) expect(version.get(JSON.parse(key))).toBe(e);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tells 1 and "1" apart, and a place on the way to deeper entries holds none itself', () => {
    const loaded = LoadedChildren.empty<CascaderOption>().with([1, 'a'], entry(1));
    expect(loaded.get([1, 'a'])).toEqual(entry(1));
    expect(loaded.get(['1', 'a'])).toBeUndefined();
    expect(loaded.get([1])).toBeUndefined();
    expect(loaded.size).toBe(1);
  });
});
