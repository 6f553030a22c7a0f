import {
  createCascader,
  getColumns,
  getDisplay,
  getItem,
  getKeyColumnDepth,
  handlesKey,
} from '@cascadia/core';
import { useEffect, useRef } from 'react';

const places = [
  {
    label: '福建',
    value: 'fj',
    children: [
      { label: '福州', value: 'fuzhou', children: [{ label: '马尾', value: 'mawei' }] },
      { label: '泉州', value: 'quanzhou' },
    ],
  },
  {
    label: '北京',
    value: 'bj',
    children: [
      { label: '朝阳区', value: 'chaoyang' },
      { label: '海淀区', value: 'haidian', disabled: true },
    ],
  },
];

/**
 * Plain DOM, no framework: the engine's store is subscribed to, its views are drawn with
 * document.createElement, and clicks and keys are sent back as events. (The React wrapper below
 * only hands this function an element to draw into, because the page around it is React.)
 */
function mountVanillaCascader(host: HTMLElement): () => void {
  // Inline, like Cascader.Panel: always shown, nothing to open or close.
  const store = createCascader({ options: places, inline: true });
  const output = document.createElement('p');
  const columns = document.createElement('div');
  columns.setAttribute('role', 'tree');
  columns.setAttribute('aria-label', 'Places');
  columns.tabIndex = 0;
  columns.style.cssText = 'display:flex;gap:8px;align-items:flex-start';
  // The keys are the engine's: it says whether a key does anything, so only those are prevented.
  columns.addEventListener('keydown', (e) => {
    const { key, ctrlKey, metaKey, altKey, shiftKey } = e;
    const event = {
      type: 'INPUT.KEY_DOWN',
      key,
      ctrlKey,
      metaKey,
      altKey,
      shiftKey,
      now: Date.now(),
    } as const;
    if (handlesKey(store.getState(), event)) e.preventDefault();
    store.send(event);
  });
  host.append(output, columns);
  const idOf = (id: number) => `vanilla-place-${id}`;

  const draw = () => {
    const state = store.getState();
    output.textContent = `Chosen: ${getDisplay(state).text || 'nothing yet'}`;
    const open = getColumns(state);
    // The keyboard's row, announced through the tree's focus: the active one of the column the
    // engine's keys act on (none when they went into a branch whose children are all disabled).
    const keyColumn = open[getKeyColumnDepth(state)];
    const keyId = keyColumn && keyColumn.activeIndex >= 0 ? keyColumn.idAt(keyColumn.activeIndex) : -1;
    if (keyId >= 0) columns.setAttribute('aria-activedescendant', idOf(keyId));
    else columns.removeAttribute('aria-activedescendant');
    columns.replaceChildren(
      ...open.map((column) => {
        const list = document.createElement('ul');
        list.setAttribute('role', 'group');
        list.style.cssText =
          'margin:0;padding:4px;list-style:none;border:1px solid #8888;border-radius:8px;min-width:96px';
        for (const id of column.items) {
          const item = getItem(state, id);
          const li = document.createElement('li');
          li.id = idOf(id);
          li.setAttribute('role', 'treeitem');
          li.setAttribute('aria-level', String(item.depth + 1));
          li.setAttribute('aria-selected', String(item.selected));
          if (item.isValue) li.setAttribute('aria-checked', 'true');
          if (item.disabled) li.setAttribute('aria-disabled', 'true');
          li.textContent = item.expandable ? `${item.text} ›` : item.text;
          li.style.cssText = `padding:4px 8px;border-radius:6px;cursor:${item.disabled ? 'not-allowed' : 'pointer'};${
            item.active ? 'background:#8883;' : ''
          }${item.disabled ? 'opacity:.6;' : ''}${id === keyId ? 'outline:2px solid #1677ff;' : ''}`;
          li.addEventListener('click', () => store.send({ type: 'ITEM.CLICK', path: item.path }));
          list.append(li);
        }
        return list;
      }),
    );
  };

  draw();
  const unsubscribe = store.subscribe(draw);
  return () => {
    unsubscribe();
    store.destroy();
    host.replaceChildren();
  };
}

export default function Vanilla() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => (host.current ? mountVanillaCascader(host.current) : undefined), []);
  return <div ref={host} />;
}
