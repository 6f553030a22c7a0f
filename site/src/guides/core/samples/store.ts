import { createCascader, getColumns, getDisplay, getItem } from '@cascadia/core';

interface Region {
  label: string;
  value: string;
  isLeaf?: boolean;
  children?: Region[];
}

const store = createCascader<Region>({
  options: [
    { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hz' }] },
    { label: 'Jiangsu', value: 'js', isLeaf: false },
  ],
  // Promise style: return the children. The signal aborts when the popup closes or the user
  // leaves the branch; a rejection shows a retry (send { type: 'ITEM.RETRY', path }).
  loadData: async (selectedOptions, { signal }) => {
    const response = await fetch(`/api/cities?of=${selectedOptions[0].value}`, { signal });
    return (await response.json()) as Region[];
  },
  onChange: (value, selectedOptions) => console.log('onChange', value, selectedOptions),
});

// Render from the state whenever it changes.
const unsubscribe = store.subscribe(() => {
  const state = store.getState();
  for (const column of getColumns(state)) {
    console.log(column.items.map((id) => getItem(state, id).text));
  }
  console.log(getDisplay(state).text);
});

store.send({ type: 'POPUP.OPEN' });
store.send({ type: 'ITEM.CLICK', path: ['zj'] }); // opens Zhejiang's column
store.send({ type: 'INPUT.KEY_DOWN', key: 'ArrowRight' }); // into its first enabled child
store.send({ type: 'INPUT.KEY_DOWN', key: 'Enter' }); // onChange(['zj', 'hz'], [zj, hz])

store.setProps({ value: ['js'] }); // controlled props win over the store's own state
unsubscribe();
store.destroy(); // aborts loads, clears timers
