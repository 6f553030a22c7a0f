import { Tree } from '@cascadia/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lazyLargeTree } from '../../core/src/tree/large/largeBuild';
import { LoadedChildren } from '../../core/src/tree/loadedChildren';
import { isCheckDisabled } from '../../core/src/tree/queries';

/**
 * The build against a plain recursive reading of its rules, on messy random options: long runs of
 * plain leaves (which the build takes in a fast loop) mixed with everything that loop must hand
 * back to the walk (branches, invalid and repeated values, non-objects, fields that throw, empty
 * and non-array children, `isLeaf` both ways), with values that ascend for a while or not. A
 * repeated value is a disabled leaf in its place (a duplicate row), its children left out.
 */

type Item = unknown;

const valueArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 30 }).map((n) => `v${n}`) },
  { weight: 2, arbitrary: fc.integer({ min: -2, max: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(-0, 1.5, Number.NaN, null, undefined, true) },
);

const leafFieldsArb = fc.record(
  {
    disabled: fc.boolean(),
    disableCheckbox: fc.boolean(),
    isLeaf: fc.constantFrom<unknown>(true, false, 'x'),
    children: fc.constantFrom<unknown>(undefined, null, [], 'bad'),
  },
  { requiredKeys: [] },
);

/** A list of items; `depth` bounds the nesting. */
const listArb = (depth: number): fc.Arbitrary<Item[]> =>
  fc
    .tuple(
      fc.array(
        fc.tuple(
          fc.nat({ max: 19 }),
          valueArb,
          leafFieldsArb,
          depth > 0 ? listArb(depth - 1) : fc.constant([] as Item[]),
        ),
        { maxLength: depth > 1 ? 6 : 60 },
      ),
      fc.boolean(),
    )
    .map(([entries, ascending]) => {
      let n = 0;
      return entries.map(([kind, value, fields, children], i): Item => {
        // Ascending ids most of the time in one list in two, else the random pool.
        const v = ascending && kind < 15 ? `n${n++}` : value;
        if (kind === 0) return 7;
        if (kind === 1) return null;
        if (kind === 2) return [];
        if (kind === 3) {
          const option = { value: v } as Record<string, unknown>;
          Object.defineProperty(option, 'label', {
            enumerable: true,
            get() {
              throw new Error('no label');
            },
          });
          return option;
        }
        if (kind === 4 && children.length > 0) return { ...fields, value: v, label: `L${i}`, children };
        if (kind === 5) return { label: `L${i}` };
        return { value: v, label: `L${i}`, ...fields };
      });
    });

interface RefNode {
  path: unknown[];
  depth: number;
  disabled: boolean;
  checkDisabled: boolean;
  leaf: boolean;
  unloaded: boolean;
  childCount: number;
  duplicate: boolean;
}

/** The build's rules, read one option at a time, recursively; `options` holds each node's option. */
function reference(options: Item[]): { nodes: RefNode[]; options: Item[]; problems: [string, string][] } {
  const nodes: RefNode[] = [];
  const held: Item[] = [];
  const problems: [string, string][] = [];
  const visit = (list: Item[], at: string, path: unknown[], parentDisabled: boolean, ancestors: Item[]) => {
    const accepted: unknown[] = [];
    list.forEach((raw, index) => {
      const here = `${at}[${index}]`;
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        problems.push(['option-not-object', here]);
        return;
      }
      const option = raw as Record<string, unknown>;
      const value = option.value;
      if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
        problems.push([
          value === undefined ? 'missing-value' : value === null ? 'null-value' : 'invalid-value',
          here,
        ]);
        return;
      }
      try {
        void option.label;
      } catch {
        problems.push(['option-unreadable', here]);
        return;
      }
      const children = option.children;
      const childCount = Array.isArray(children) ? children.length : 0;
      if (childCount > 0 && ancestors.includes(raw)) {
        problems.push(['cycle', here]);
        return;
      }
      if (list.length > 1 && accepted.some((v) => v === value || (Number.isNaN(v) && Number.isNaN(value)))) {
        // A disabled leaf in its place, its own children (if any) left out.
        problems.push(['duplicate-value', here]);
        held.push(raw);
        nodes.push({
          path: [...path, value],
          depth: path.length,
          disabled: true,
          checkDisabled: true,
          leaf: true,
          unloaded: false,
          childCount: 0,
          duplicate: true,
        });
        return;
      }
      accepted.push(value);
      if (!Array.isArray(children) && children !== undefined && children !== null)
        problems.push(['children-not-array', here]);
      const arrived = Array.isArray(children);
      const isLeafProp = option.isLeaf;
      const leaf =
        typeof isLeafProp === 'boolean' && !(arrived && childCount === 0) ? isLeafProp : childCount === 0;
      const disabled = parentDisabled || option.disabled === true;
      held.push(raw);
      nodes.push({
        path: [...path, value],
        depth: path.length,
        disabled,
        checkDisabled: disabled || option.disableCheckbox === true,
        leaf,
        unloaded: isLeafProp === false && !arrived,
        childCount,
        duplicate: false,
      });
      const node = nodes[nodes.length - 1];
      if (childCount > 0) {
        const before = nodes.length;
        visit(children as Item[], `${here}.children`, node.path, disabled, [...ancestors, raw]);
        // Children that were all skipped still count as children given (the branch is no leaf).
        node.childCount = nodes.filter((n, k) => k >= before && n.depth === node.depth + 1).length;
      }
    });
  };
  visit(options, 'options', [], false, []);
  return { nodes, options: held, problems };
}

describe('the build', () => {
  it('indexes messy options exactly as a plain reading of its rules does', () => {
    fc.assert(
      fc.property(listArb(3), (options) => {
        const expected = reference(options);
        const { tree, problems } = Tree.build(options, undefined, {
          maxProblemsPerCode: Number.POSITIVE_INFINITY,
        });
        expect(problems.map((p) => [p.code, p.at])).toEqual(expected.problems);
        // Each node's option is the caller's own object, whether the build kept it or (a run of
        // plain leaves) reads it from its parent's children again.
        expect(nodesOf(tree)).toEqual(
          expected.nodes.map((node, id) => ({ ...node, option: expected.options[id] })),
        );
        expect(tree.roots().map((id) => tree.valueOf(id))).toEqual(
          expected.nodes.filter((n) => n.depth === 0).map((n) => n.path[0]),
        );
        // Read by index on a fresh build (no list of ids made yet: a column of leaves answers by
        // arithmetic), every column gives the ids its list holds: the nodes whose parent it is.
        const fresh = Tree.build(options).tree;
        for (let parent = -1; parent < tree.size; parent++) {
          const count = fresh.childCount(parent);
          const byIndex = Array.from({ length: count }, (_, i) => fresh.childAt(parent, i));
          expect(byIndex.map((id) => fresh.indexInParent(id))).toEqual(byIndex.map((_, i) => i));
          expect(fresh.childAt(parent, count)).toBe(-1);
          expect(fresh.childAt(parent, -1)).toBe(-1);
          const ofParent: number[] = [];
          for (let id = 0; id < tree.size; id++) if (tree.parentOf(id) === parent) ofParent.push(id);
          expect(byIndex).toEqual(ofParent);
          expect(tree.children(parent)).toEqual(ofParent);
          // Each value finds its first holder (by bisection where the values ascend), others none.
          for (const value of [...ofParent.map((id) => tree.valueOf(id)), 'nope', 'v', -1, 99, 0.5]) {
            const first = ofParent.find((id) => tree.valueOf(id) === value) ?? -1;
            expect(fresh.childByValue(parent, value)).toBe(first);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('a build cut short at maxNodes', () => {
  it('keeps the nodes it took in order, each column readable by index, value and depth', () => {
    fc.assert(
      fc.property(listArb(3), fc.integer({ min: 1, max: 40 }), (options, maxNodes) => {
        const whole = Tree.build(options).tree;
        const cut = Tree.build(options, undefined, { maxNodes }).tree;
        expect(cut.size).toBe(Math.min(maxNodes, whole.size));
        for (let parent = -1; parent < cut.size; parent++) {
          const ofParent: number[] = [];
          for (let id = 0; id < cut.size; id++) if (cut.parentOf(id) === parent) ofParent.push(id);
          const count = cut.childCount(parent);
          expect(Array.from({ length: count }, (_, i) => cut.childAt(parent, i))).toEqual(ofParent);
          expect(cut.children(parent)).toEqual(ofParent);
          expect(ofParent.map((id) => cut.indexInParent(id))).toEqual(ofParent.map((_, i) => i));
          for (const id of ofParent) {
            // The cut tree is a prefix of the whole one, in preorder: the same nodes at the same ids.
            expect([cut.path(id), cut.depthOf(id), cut.isDuplicate(id)]).toEqual([
              whole.path(id),
              whole.depthOf(id),
              whole.isDuplicate(id),
            ]);
            if (!cut.isDuplicate(id)) expect(cut.childByValue(parent, cut.valueOf(id))).toBe(id);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** What a test compares of each node: its place, its facts, and the option it stands for. */
function nodesOf(tree: Tree<unknown>) {
  const nodes: (RefNode & { option: unknown })[] = [];
  for (let id = 0; id < tree.size; id++)
    nodes.push({
      path: tree.path(id),
      depth: tree.depthOf(id),
      disabled: tree.isDisabled(id),
      checkDisabled: isCheckDisabled(tree, id),
      leaf: tree.isLeaf(id),
      unloaded: tree.isUnloaded(id),
      childCount: tree.childCount(id),
      duplicate: tree.isDuplicate(id),
      option: tree.optionOf(id),
    });
  return nodes;
}

/**
 * A copy of `items` with every option's fields renamed by `rename` (getters kept as getters); the
 * copy of each original object is noted in `copies`.
 */
function copyOptions(items: Item[], rename: (key: string) => string, copies: Map<unknown, unknown>): Item[] {
  return items.map((raw) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const copy: Record<string, unknown> = {};
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(raw))) {
      if (key === 'children' && Array.isArray(descriptor.value))
        descriptor.value = copyOptions(descriptor.value as Item[], rename, copies);
      Object.defineProperty(copy, rename(key), descriptor);
    }
    copies.set(raw, copy);
    return copy;
  });
}

describe('the build with fieldNames and loaded children', () => {
  it('reads custom keys as it reads the default ones, runs of leaves and branches alike', () => {
    const names: Record<string, string> = { value: 'id', label: 'name', children: 'kids' };
    fc.assert(
      fc.property(listArb(3), (options) => {
        const copies = new Map<unknown, unknown>();
        const renamed = copyOptions(options, (key) => names[key] ?? key, copies);
        const plain = Tree.build(options).tree;
        const custom = Tree.build(renamed, { value: 'id', label: 'name', children: 'kids' }).tree;
        const expected = nodesOf(plain).map((node) => ({ ...node, option: copies.get(node.option) }));
        expect(nodesOf(custom)).toEqual(expected);
        for (let id = 0; id < plain.size; id++) expect(custom.textOf(id)).toBe(plain.textOf(id));
        // Indexed lazily, in slices of a few options (leaf runs cut at every pause), the same.
        const lazy = lazyLargeTree(renamed, { value: 'id', label: 'name', children: 'kids' }, 3);
        expect(nodesOf(lazy)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('indexes loaded children as it indexes the same children written in the option', () => {
    fc.assert(
      fc.property(listArb(2), listArb(1), fc.nat(), (options, children, pick) => {
        const { tree } = Tree.build(options);
        const leaves: number[] = [];
        // Loaded children apply to an option with none of its own (not even invalid ones).
        const ownChildren = (id: number) => (tree.optionOf(id) as { children?: unknown }).children;
        for (let id = 0; id < tree.size; id++) {
          const own = ownChildren(id);
          if (!tree.isDuplicate(id) && !(Array.isArray(own) && own.length > 0)) leaves.push(id);
        }
        fc.pre(leaves.length > 0);
        const id = leaves[pick % leaves.length];
        const loaded = Tree.build(tree.options, tree.fieldNames, {
          loaded: LoadedChildren.empty().with(tree.path(id), { children }),
        }).tree;
        // The same children written into (a copy of) the option instead.
        const copies = new Map<unknown, unknown>();
        const written = copyOptions(options, (key) => key, copies);
        (copies.get(tree.optionOf(id)) as Record<string, unknown>).children = children;
        const originals = new Map([...copies].map(([original, copy]) => [copy, original]));
        const expected = nodesOf(Tree.build(written).tree).map((node) => ({
          ...node,
          option: originals.get(node.option) ?? node.option,
        }));
        expect(nodesOf(loaded)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
