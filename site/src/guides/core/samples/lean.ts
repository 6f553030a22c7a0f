import { createLeanCascader, getColumns, getItem, searchFeature } from '@cascadia/core';

// Only search comes into this bundle: checking, lazy checking, loading with loadData, remote
// search and loadPath stay out. A prop whose feature is not passed in (say `checkable` here) is
// reported once, naming the feature to add, and otherwise ignored.
const store = createLeanCascader(
  {
    options: [
      { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hz' }] },
      { label: 'Jiangsu', value: 'js', children: [{ label: 'Nanjing', value: 'nj' }] },
    ],
    showSearch: true,
    onChange: (value) => console.log('onChange', value),
  },
  [searchFeature],
);

store.send({ type: 'POPUP.OPEN' });
const state = store.getState();
console.log(getColumns(state)[0].items.map((id) => getItem(state, id).text)); // ['Zhejiang', 'Jiangsu']
