import { matchRanges, searchTree, Tree, textsOf } from '@cascadia/core';

const { tree } = Tree.build([
  { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hz' }] },
  { label: 'Jiangsu', value: 'js', children: [{ label: 'Nanjing', value: 'nj' }] },
]);

// 'leaves' as the Cascader searches by default; 'all' as with changeOnSelect or checkable.
const first = searchTree(tree, 'ng', { limit: 50, candidates: 'leaves' });
for (const id of first.results) {
  const texts = textsOf(tree, tree.path(id));
  // Where the query lies in each label, to highlight it.
  console.log(
    texts.join(' / '),
    texts.map((text) => matchRanges(text, 'ng')),
  );
}
// Zhejiang / Hangzhou [[[6, 8]], [[2, 4]]]
// Jiangsu / Nanjing [[[3, 5]], [[5, 7]]]

// One more letter typed: pass the previous state, and only its matches are looked at again.
const narrowed = searchTree(tree, 'ngz', { limit: 50, candidates: 'leaves' }, first);
console.log(narrowed.total); // 1
