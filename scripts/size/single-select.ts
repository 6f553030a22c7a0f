/**
 * Size scenario (issue 22, "pay for what you use"): a headless single select over a small
 * synchronous tree, driven by the keyboard, with the core alone — what a non-React app that needs
 * none of search, checking, lazy loading or remote features would ship. `npm run size` bundles it
 * for production; the goal is ≤ 12 kB min+gz.
 */
import {
  type CascaderOption,
  createLeanCascader,
  getColumns,
  getItem,
  handlesKey,
  itemAttributes,
  makeConnectIds,
} from '@cascadia/core';

const options: CascaderOption[] = [
  { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hangzhou' }] },
  { label: 'Jiangsu', value: 'js', children: [{ label: 'Nanjing', value: 'nanjing' }] },
];

// The lean entry with no feature: a single select needs none of search, checking or loadPath.
const store = createLeanCascader({ options, onChange: (value) => console.log(value) });
const ids = makeConnectIds('picker');

export function render(): string[][] {
  const state = store.getState();
  return getColumns(state).map((column) =>
    column.items.map((id) => {
      const item = getItem(state, id);
      return `${item.text} ${JSON.stringify(itemAttributes(state, item, ids))}`;
    }),
  );
}

export function press(key: string): boolean {
  if (!handlesKey(store.getState(), key)) return false;
  store.send({ type: 'INPUT.KEY_DOWN', key });
  return true;
}

store.send({ type: 'POPUP.OPEN' });
