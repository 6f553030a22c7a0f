/**
 * Seeded option trees for the browser benchmark. Generated inside the page (so no huge JSON
 * crosses the wire) and shared by both libraries: the same case and seed give the same tree.
 */

export interface BenchOption {
  label: string;
  value: string;
  children?: BenchOption[];
}

/** mulberry32-style 32-bit PRNG, written out here so the page has no test-only imports. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
}

const PARTS = [
  'al',
  'bra',
  'cen',
  'dor',
  'esk',
  'fal',
  'gri',
  'hav',
  'ist',
  'jun',
  'kor',
  'lum',
  'mir',
  'nes',
  'orv',
  'pel',
  'qua',
  'rin',
  'sto',
  'tal',
  'umb',
  'vor',
  'wen',
  'xan',
  'yel',
  'zir',
];
const KINDS = ['Province', 'City', 'District', 'Street', 'Block', 'Unit', 'Room'];

function labeller(seed: number): (level: number) => string {
  const random = seeded(seed);
  return (level) => {
    let name = '';
    for (let i = 0; i < 3; i++) name += PARTS[Math.floor(random() * PARTS.length)];
    return `${name[0].toUpperCase()}${name.slice(1)} ${KINDS[Math.min(level, KINDS.length - 1)]}`;
  };
}

/** `count` leaves in one column. */
export function flatColumn(count: number, seed = 1): BenchOption[] {
  const label = labeller(seed);
  const list: BenchOption[] = new Array(count);
  for (let i = 0; i < count; i++) list[i] = { label: label(0), value: `n${i}` };
  return list;
}

/**
 * `levels` columns of `fanOut` options each; the option at `pick` in every column is the branch
 * that leads on. Returns the tree and the value path through the branches (the preset value).
 */
export function deepTree(
  levels: number,
  fanOut: number,
  seed = 2,
): { options: BenchOption[]; path: string[] } {
  const label = labeller(seed);
  const pick = Math.floor(fanOut * 0.7);
  const path: string[] = [];
  // Level by level, not recursively: 10,000 levels would be as deep a call stack.
  // Values unique per level and short: a value spelling out its whole path would make 10,000
  // levels hundreds of megabytes of strings.
  const options: BenchOption[] = [];
  let list = options;
  for (let level = 0; level < levels; level++) {
    let next: BenchOption[] | null = null;
    for (let i = 0; i < fanOut; i++) {
      const option: BenchOption = { label: label(level), value: `d${level}-${i}` };
      if (i === pick) {
        path.push(option.value);
        if (level < levels - 1) {
          next = [];
          option.children = next;
        }
      }
      list.push(option);
    }
    if (!next) break;
    list = next;
  }
  return { options, path };
}

/** A uniform tree: `shape[0]` roots, each with `shape[1]` children, and so on; leaves = the product. */
export function uniformTree(shape: readonly number[], seed = 3, prefix = 'u'): BenchOption[] {
  const label = labeller(seed);
  const make = (level: number, at: string): BenchOption[] => {
    const count = shape[level];
    const list: BenchOption[] = new Array(count);
    for (let i = 0; i < count; i++) {
      const option: BenchOption = { label: label(level), value: `${at}${i}` };
      if (level < shape.length - 1) option.children = make(level + 1, `${option.value}-`);
      list[i] = option;
    }
    return list;
  };
  return make(0, prefix);
}

/**
 * A tree whose first root has `children × grandchildren` leaves below `children` branches; a few
 * small roots follow it, so the checked root is not the whole tree.
 */
export function bigRootTree(children: number, grandchildren: number, seed = 4): BenchOption[] {
  return [...uniformTree([1, children, grandchildren], seed, 'b'), ...uniformTree([4, 5, 5], seed + 1, 's')];
}

/** `count` roots; the first is a branch of `count` leaves (a long level, and a long level inside it). */
export function wideTree(count: number, seed = 5): BenchOption[] {
  const roots = flatColumn(count, seed);
  const label = labeller(seed + 1);
  const children: BenchOption[] = new Array(count);
  for (let i = 0; i < count; i++) children[i] = { label: label(1), value: `w${i}` };
  roots[0] = { ...roots[0], children };
  return roots;
}

export function countNodes(options: readonly BenchOption[]): { nodes: number; leaves: number } {
  let nodes = 0;
  let leaves = 0;
  const stack: BenchOption[] = [...options];
  while (stack.length > 0) {
    const option = stack.pop()!;
    nodes++;
    // One push per child: spreading a million of them overflows the call stack.
    if (option.children) for (const child of option.children) stack.push(child);
    else leaves++;
  }
  return { nodes, leaves };
}

/** The first `length` letters of a label somewhere in the middle of the tree: a query with matches. */
export function queryFrom(options: readonly BenchOption[], length: number): string {
  let list: readonly BenchOption[] | undefined = options;
  let label = '';
  while (list && list.length > 0) {
    const option: BenchOption = list[Math.floor(list.length / 2)];
    label = option.label;
    list = option.children;
  }
  return label
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, length);
}
