import {
  columnAttributes,
  createCascader,
  decorationAttributes,
  type EventMap,
  getColumns,
  getDisplay,
  getItem,
  itemAttributes,
  itemEvents,
  keyEvent,
  keyPreventsDefault,
  liveRegionAttributes,
  liveRegionText,
  makeConnectIds,
  panelAttributes,
  writeAttributes,
} from '@cascadia/core';
import { useCascaderLocale } from '@cascadia/react';
import { useEffect, useId, useRef } from 'react';

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

type Place = (typeof places)[number];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: { chosen: 'Chosen: ', nothing: 'nothing yet', tree: 'Places' },
  zh: { chosen: '已选择：', nothing: '尚未选择', tree: '地点' },
};
type Text = (typeof TEXT)['en'];

/**
 * Plain DOM, no framework: the engine's store is subscribed to, its views are drawn with
 * document.createElement, and clicks and keys are sent back as events. Every role and `aria-*`
 * comes from the core's connect layer (the same one the React getters use). (The React wrapper
 * below only hands this function an element to draw into, because the page around it is React.)
 */
function mountVanillaCascader(host: HTMLElement, prefix: string, t: Text): () => void {
  // Inline, like Cascader.Panel: always shown, nothing to open or close.
  const store = createCascader({ options: places, inline: true });
  const ids = makeConnectIds(prefix);
  const output = document.createElement('p');
  const columns = document.createElement('div');
  const live = document.createElement('div');
  live.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)';
  writeAttributes(live, liveRegionAttributes(ids));
  columns.style.cssText = 'display:flex;gap:8px;align-items:flex-start';
  // The keys are the engine's: it says whether a key does anything, so only those are prevented.
  columns.addEventListener('keydown', (e) => {
    const event = keyEvent(e, { now: Date.now() });
    if (!event) return;
    if (keyPreventsDefault(store.getState(), event)) e.preventDefault();
    store.send(event);
  });
  host.append(output, columns, live);
  // Each DOM event of a part sends the engine event the connect layer maps it to.
  const listen = (element: HTMLElement, events: EventMap<Place>) => {
    for (const [name, event] of Object.entries(events))
      element.addEventListener(name, () => store.send(event));
  };

  const draw = () => {
    const state = store.getState();
    output.textContent = `${t.chosen}${getDisplay(state).text || t.nothing}`;
    live.textContent = liveRegionText(state);
    const tree = panelAttributes(state, ids, { label: t.tree });
    // The keyboard's row, which the tree points at: outlined.
    const keyRow = tree['aria-activedescendant'];
    writeAttributes(columns, tree);
    columns.replaceChildren(
      ...getColumns(state).map((column) => {
        const list = document.createElement('ul');
        writeAttributes(list, columnAttributes(state, column, ids, { rootLabel: t.tree }));
        list.style.cssText =
          'margin:0;padding:4px;list-style:none;border:1px solid #8888;border-radius:8px;min-width:96px';
        for (const id of column.items) {
          const item = getItem(state, id);
          const li = document.createElement('li');
          writeAttributes(li, itemAttributes(state, item, ids));
          li.append(item.text);
          if (item.expandable) {
            // The arrow is drawn, not said: the row's aria-expanded says it opens.
            const arrow = document.createElement('span');
            writeAttributes(arrow, decorationAttributes());
            arrow.textContent = ' ›';
            li.append(arrow);
          }
          li.style.cssText = `padding:4px 8px;border-radius:6px;cursor:${item.disabled ? 'not-allowed' : 'pointer'};${
            item.active ? 'background:#8883;' : ''
          }${item.disabled ? 'opacity:.6;' : ''}${li.id === keyRow ? 'outline:2px solid #1677ff;' : ''}`;
          listen(li, itemEvents(item));
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
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const host = useRef<HTMLDivElement>(null);
  const prefix = useId();
  useEffect(() => (host.current ? mountVanillaCascader(host.current, prefix, t) : undefined), [prefix, t]);
  return <div ref={host} />;
}
