/**
 * A flat column of a million options whose values are in random order, against the same values
 * ascending: the CPU time of `Tree.build` (a repeated value is spotted with a hash table where the
 * values do not ascend) and of the first look-up by value (which builds the column's table of
 * values; ascending ones are bisected), and the memory that look-up keeps. One order per process,
 * so that neither run's garbage or warm-up counts in the other's:
 *
 *   node --expose-gc --import tsx tests/bench/unsortedColumn.ts random|ascending
 */
import { LARGE_BUILD } from '../../core/src/tree/large/largeBuild';
import { Tree } from '../../core/src/tree/tree';
import { prng } from './generate';

const COUNT = 1_000_000;
const order = process.argv[2] === 'ascending' ? 'ascending' : 'random';
const values = Array.from({ length: COUNT }, (_, i) => i);
if (order === 'random') {
  const random = prng(7);
  for (let i = COUNT - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [values[i], values[j]] = [values[j], values[i]];
  }
}
const options = values.map((value) => ({ value, label: `Option ${value}` }));

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const memory = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

let start = cpuMs();
// The engine's build with largeTreeFeature (createCascader, the Cascader).
const { tree } = Tree.build(options, undefined, { large: LARGE_BUILD });
const build = cpuMs() - start;
const before = memory();
start = cpuMs();
const last = tree.find([values[COUNT - 1]]);
const firstFind = cpuMs() - start;
const kept = memory() - before;
start = cpuMs();
let found = 0;
for (let i = 0; i < 10_000; i++) if (tree.find([values[(i * 7919) % COUNT]]) >= 0) found++;
const next = cpuMs() - start;
if (last < 0 || found !== 10_000) throw new Error('a value was not found');
console.log(
  `${order}: build ${build.toFixed(0)} ms, first find ${firstFind.toFixed(0)} ms ` +
    `(keeps ${(kept / 1e6).toFixed(0)} MB), next 10,000 finds ${next.toFixed(0)} ms (CPU)`,
);
