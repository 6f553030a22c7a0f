import { pathOptions, Tree, textsOf } from '@cascadia/core';

// Your own keys: name for the label, code for the value, nodes for the children.
interface Place {
  name: string;
  code: string;
  nodes?: Place[];
}

const places: Place[] = [
  {
    name: 'Zhejiang',
    code: 'zj',
    nodes: [
      { name: 'Hangzhou', code: 'hangzhou', nodes: [{ name: 'West Lake', code: 'xihu' }] },
      { name: 'Ningbo', code: 'ningbo' },
    ],
  },
];

// Built once: ids in preorder, every query reads typed arrays. Problems come back, never throw.
const { tree, problems } = Tree.build<Place>(places, { label: 'name', value: 'code', children: 'nodes' });
console.log(tree.size, problems.length); // 4 0

const id = tree.find(['zj', 'hangzhou', 'xihu']); // the node at exactly this path, or -1
console.log(tree.path(id)); // ['zj', 'hangzhou', 'xihu']
console.log(pathOptions(tree, id).map((p) => p.name)); // ['Zhejiang', 'Hangzhou', 'West Lake']
console.log(tree.textOf(id), tree.isLeaf(id), tree.parentOf(id) === tree.find(['zj', 'hangzhou'])); // West Lake true true

// The longest prefix that exists: a saved value whose last step is gone still finds its parents.
console.log(tree.resolve(['zj', 'hangzhou', 'gone']).length); // 2
// Labels along a path, the raw value where the options lack it.
console.log(textsOf(tree, ['zj', 'gone']).join(' / ')); // Zhejiang / gone

// Walking: roots() and children(id) give ids in option order.
for (const root of tree.roots()) {
  console.log(
    tree.textOf(root),
    tree.children(root).map((child) => tree.textOf(child)),
  );
}
