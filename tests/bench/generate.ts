/**
 * Deterministic option trees for benchmarks: place-like labels ("Morvalen District") on a tree
 * of fixed depth whose fan-out is chosen so the total lands near the requested size. The same
 * seed and size always give the same tree, so numbers from two runs compare.
 */

export interface GeneratedOption {
  label: string;
  value: string;
  children?: GeneratedOption[];
  disabled?: boolean;
  disableCheckbox?: boolean;
}

export interface GenerateConfig {
  /** Approximate number of nodes; random fan-outs land within about ten percent of it. */
  nodes: number;
  seed?: number;
  /** Levels below the top one. */
  depth?: number;
  /** Share of disabled options (they and their subtrees leave check conduction). */
  disabledRate?: number;
  disableCheckboxRate?: number;
}

/** mulberry32: a tiny seeded PRNG, good enough to shape test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = (
  'an bel cor dal el fen gar hol is jor kel lin mor nor ost par quin ' +
  'ros sel tor ul ver wil yar zen ash brook ford ham ley mead ton vale wick'
).split(' ');
/** Kinds of place per level, as a region → city → district → street → building tree would have. */
const KINDS = [
  ['Province', 'Region', 'State'],
  ['City', 'County', 'Town'],
  ['District', 'Borough', 'Ward'],
  ['Street', 'Road', 'Lane', 'Avenue'],
  ['Building', 'Block', 'Tower', 'Court'],
];

function placeName(random: () => number): string {
  const count = 2 + Math.floor(random() * 2);
  let name = '';
  for (let i = 0; i < count; i++) name += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
  return name[0].toUpperCase() + name.slice(1);
}

export function generateOptions(config: GenerateConfig): GeneratedOption[] {
  const { nodes, seed = 1, depth = 4, disabledRate = 0.01, disableCheckboxRate = 0.005 } = config;
  const random = prng(seed);
  const widths = levelWidths(nodes, depth + 1);
  const option = (level: number, index: number): GeneratedOption => {
    const kinds = KINDS[Math.min(level, KINDS.length - 1)];
    const kind = kinds[Math.floor(random() * kinds.length)];
    const made: GeneratedOption = { label: `${placeName(random)} ${kind}`, value: `${level}-${index}` };
    const roll = random();
    if (roll < disabledRate) made.disabled = true;
    else if (roll < disabledRate + disableCheckboxRate) made.disableCheckbox = true;
    return made;
  };

  // Level by level, so each level has exactly its planned width and the total lands on `nodes`.
  const roots = Array.from({ length: widths[0] }, (_, i) => option(0, i));
  let level = roots;
  for (let d = 1; d < widths.length; d++) {
    // A few branches end early, as real data does; the others share the next level unevenly.
    const parents = level.filter(() => random() > EARLY_END);
    const weights = parents.map(() => 0.6 + random() * 0.8);
    const sum = weights.reduce((a, b) => a + b, 0);
    const next: GeneratedOption[] = [];
    let share = 0;
    parents.forEach((parent, p) => {
      share += (weights[p] / sum) * widths[d];
      const count = Math.round(share) - next.length;
      if (count <= 0) return;
      parent.children = Array.from({ length: count }, (_, i) => option(d, i));
      next.push(...parent.children);
    });
    level = next;
  }
  return roots;
}

const EARLY_END = 0.03;

/** Widths b, b², …, one per level, with b chosen so that they add up to about `nodes`. */
function levelWidths(nodes: number, levels: number): number[] {
  let fanOut = 1;
  const total = (b: number) => {
    let sum = 0;
    for (let i = 1; i <= levels; i++) sum += Math.round(b ** i);
    return sum;
  };
  while (total(fanOut + 0.01) <= nodes) fanOut += 0.01;
  return Array.from({ length: levels }, (_, i) => Math.round(fanOut ** (i + 1)));
}

/** The value path that takes the last child at every level: a deep value for `tree.find`. */
export function deepestPath(options: readonly GeneratedOption[]): string[] {
  const path: string[] = [];
  let list: readonly GeneratedOption[] | undefined = options;
  while (list && list.length > 0) {
    const last: GeneratedOption = list[list.length - 1];
    path.push(last.value);
    list = last.children;
  }
  return path;
}
