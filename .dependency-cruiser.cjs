/**
 * The import rules of core/ and react/, checked by `npm run check:deps` in CI (dependency-cruiser).
 * Type-only imports count: a circle of types is a circle a reader has to hold in their head too.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: modules that cannot be read, tested or loaded one without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'types-are-a-leaf',
      severity: 'error',
      comment: 'core/src/types declares the vocabulary every layer uses; it imports no layer.',
      from: { path: '^core/src/types/' },
      to: { path: '^core/src/', pathNot: '^core/src/types/' },
    },
    {
      name: 'problems-below-tree',
      severity: 'error',
      comment: 'The problem log is used by the tree and above; it needs only the types.',
      from: { path: '^core/src/problems/' },
      to: { path: '^core/src/', pathNot: '^core/src/(types|problems)/' },
    },
    {
      name: 'tree-below-machine',
      severity: 'error',
      comment: 'The tree (query API, build, large-tree machinery) knows nothing of the state machine.',
      from: { path: '^core/src/tree/' },
      to: { path: '^core/src/(machine|features|views|connect|cli)/' },
    },
    {
      name: 'machine-reaches-no-feature',
      severity: 'error',
      comment:
        'The machine runs the features through the list it was made with (machine/feature.ts), never by import, so that a bundler leaves out a feature no app passed in. Their state slots are named by type only.',
      from: { path: '^core/src/machine/' },
      to: { path: '^core/src/(features|views|connect|entry|cli)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'large-tree-through-its-feature',
      severity: 'error',
      comment:
        'The large-tree machinery (tree/large: run leaves, sibling tables, the top-level preview, background indexing) reaches an engine only through largeTreeFeature (and the tools that index whole files), so that a lean engine without it leaves it out.',
      from: {
        path: '^core/src/(machine|views|connect|entry|tree)/',
        pathNot: '^core/src/tree/(large/|validate\\.ts$)',
      },
      to: { path: '^core/src/tree/large/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-below-entries',
      severity: 'error',
      comment:
        'A feature is passed in by an entry (core/src/entry) and knows nothing of the entries, views or connect layer.',
      from: { path: '^core/src/features/' },
      to: { path: '^core/src/(views|connect|entry|cli)/' },
    },
    {
      name: 'core-without-react-or-dom',
      severity: 'error',
      comment: '@cascadia/core runs in Node and any framework: no React, no react/ sources.',
      from: { path: '^core/src/' },
      to: { path: '(^react/)|(node_modules/(react|react-dom)/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
