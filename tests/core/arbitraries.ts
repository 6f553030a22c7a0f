import fc from 'fast-check';
import { Tree } from '../../core/src/tree/tree';

/** Small random option trees (2–40 nodes) for property tests. */

export interface RandomOption {
  value: string;
  label: string;
  children?: RandomOption[];
  disabled?: boolean;
  disableCheckbox?: boolean;
  isLeaf?: boolean;
}

/** Few letters in both cases, so that random queries match often and case matters. */
export const labelArb = fc.string({
  unit: fc.constantFrom('a', 'A', 'b', 'B', 'c', 'a', 'b'),
  minLength: 0,
  maxLength: 5,
});

export const queryArb = fc.string({
  unit: fc.constantFrom('a', 'A', 'b', 'B', 'c'),
  minLength: 1,
  maxLength: 3,
});

/**
 * A parent list (node i hangs under a node before it, or at the top) plus per-node flags. About
 * one node in ten is disabled, one in ten disableCheckbox, and some childless nodes are unloaded
 * lazy branches (`isLeaf: false`) or explicit leaves.
 */
export const optionsArb: fc.Arbitrary<RandomOption[]> = fc
  .integer({ min: 2, max: 40 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.nat(), { minLength: n, maxLength: n }),
      fc.array(fc.nat({ max: 19 }), { minLength: n, maxLength: n }),
      fc.array(labelArb, { minLength: n, maxLength: n }),
    ),
  )
  .map(([parentPicks, flags, labels]) => {
    const nodes: RandomOption[] = labels.map((label, i) => ({ value: `v${i}`, label }));
    const roots: RandomOption[] = [];
    nodes.forEach((node, i) => {
      const parent = (parentPicks[i] % (i + 1)) - 1;
      if (parent < 0) roots.push(node);
      else {
        const siblings = nodes[parent].children ?? [];
        siblings.push(node);
        nodes[parent].children = siblings;
      }
    });
    nodes.forEach((node, i) => {
      if (flags[i] < 2) node.disabled = true;
      else if (flags[i] < 4) node.disableCheckbox = true;
      else if (flags[i] === 4 && !node.children) node.isLeaf = false;
      else if (flags[i] === 5) node.isLeaf = !node.children;
    });
    return roots;
  });

export const treeArb: fc.Arbitrary<Tree<RandomOption>> = optionsArb.map((options) => {
  const { tree, problems } = Tree.build<RandomOption>(options);
  if (problems.length > 0) throw new Error(problems[0].message);
  return tree;
});
