import {
  type ColumnView,
  type ItemView,
  type UseCascaderReturn,
  useCascader,
  useCascaderLocale,
  usePopupPosition,
  useVirtualList,
} from '@cascadia/react';
import { type CSSProperties, useState } from 'react';

interface Place {
  label: string;
  value: string;
  children?: Place[];
}

const places: Place[] = [
  {
    label: 'Europe',
    value: 'eu',
    children: [
      {
        label: 'France',
        value: 'fr',
        children: [
          { label: 'Paris', value: 'paris' },
          { label: 'Lyon', value: 'lyon' },
        ],
      },
      { label: 'Italy', value: 'it', children: [{ label: 'Rome', value: 'rome' }] },
    ],
  },
  {
    label: 'Asia',
    value: 'as',
    children: [
      { label: 'Japan', value: 'jp', children: [{ label: 'Kyoto', value: 'kyoto' }] },
      { label: 'China', value: 'cn', children: [{ label: '杭州', value: 'hangzhou' }] },
    ],
  },
  {
    label: 'Islands',
    value: 'islands',
    // A long column: only the rows in view are rendered.
    children: Array.from({ length: 1000 }, (_, i) => ({
      label: `Island ${i + 1}`,
      value: `island-${i + 1}`,
    })),
  },
];

/** The demo's own texts, in the language of the site's page (its CascaderLocaleProvider). */
const TEXT = {
  en: { name: 'Destination', empty: 'Where to?', tree: 'Places' },
  zh: { name: '目的地', empty: '去哪儿？', tree: '地点' },
};

/** Row height and column height, px: the windowing's estimates, and the column's scrolling box. */
const ROW_HEIGHT = 32;
const COLUMN_HEIGHT = 256;

const styles: Record<string, CSSProperties> = {
  root: { position: 'relative', display: 'inline-block', fontFamily: 'inherit' },
  trigger: {
    minWidth: 220,
    padding: '8px 14px',
    border: '2px solid currentColor',
    borderRadius: 999,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
  },
  popup: {
    zIndex: 10,
    display: 'flex',
    padding: 6,
    gap: 6,
    borderRadius: 12,
    // A transparent border: invisible here, the popup's edge under forced colours, which drop the shadow.
    border: '1px solid transparent',
    background: '#1e1b4b',
    color: '#eef2ff',
    boxShadow: '0 10px 30px rgb(0 0 0 / 25%)',
  },
  column: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 110,
    maxHeight: COLUMN_HEIGHT,
    overflowY: 'auto',
  },
  item: {
    boxSizing: 'border-box',
    height: ROW_HEIGHT,
    padding: '6px 10px',
    borderRadius: 8,
    cursor: 'pointer',
  },
};

/** The look of a row: the open path, the keyboard's row (a ring, which forced colours keep), the value. */
const rowStyle = (item: ItemView<Place>): CSSProperties => ({
  ...styles.item,
  background: item.active ? '#4338ca' : item.focused ? '#312e81' : undefined,
  outline: item.focused ? '2px solid #c7d2fe' : undefined,
  outlineOffset: -2,
  fontWeight: item.selected ? 700 : 400,
});

/** A space standing in for the rows outside the window: no role, hidden from assistive technology. */
const Spacer = ({ height }: { height: number }) =>
  height > 0 ? <li role="none" aria-hidden="true" style={{ height }} /> : null;

/**
 * One column, windowed by `useVirtualList`: the rows in view (and a few more) between two spacers,
 * the keyboard's row kept in view. The getters still give every row the column's full size.
 */
function Column({ api, column }: { api: UseCascaderReturn<Place>; column: ColumnView }) {
  const list = useVirtualList({
    count: column.count,
    activeIndex: column.activeIndex,
    itemHeight: ROW_HEIGHT,
    listHeight: COLUMN_HEIGHT,
  });
  return (
    <ul {...api.getColumnProps(column, { ref: list.ref, onScroll: list.onScroll, style: styles.column })}>
      <Spacer height={list.before} />
      {list.rows.map(({ index, props }) => {
        const item = api.getItem(column.idAt(index));
        return (
          <li
            key={item.key}
            {...api.getItemProps(item, { ...props, style: { ...rowStyle(item), ...props.style } })}
          >
            {item.text}
            {item.expandable && <span aria-hidden="true"> ›</span>}
          </li>
        );
      })}
      <Spacer height={list.after} />
    </ul>
  );
}

/**
 * The hook holds the state and the behaviour, and its prop getters carry the ARIA and the event
 * wiring; `usePopupPosition` places the popup under the trigger (flipping above it near the bottom
 * of the screen) and `useVirtualList` windows the long column, as in the ready Cascader.
 * Everything you see (a pill button and dark columns) is this file's own markup.
 */
export default function Headless() {
  const t = useCascaderLocale()?.locale === 'zh-CN' ? TEXT.zh : TEXT.en;
  const api = useCascader({ options: places, expandTrigger: 'hover' });
  const [popup, setPopup] = useState<HTMLElement | null>(null);
  const position = usePopupPosition({ reference: api.getReference(), floating: popup, open: api.open });
  return (
    <div style={styles.root}>
      <button type="button" {...api.getTriggerProps({ 'aria-label': t.name, style: styles.trigger })}>
        {api.display.text || t.empty}
      </button>
      {api.open && (
        <div {...api.getPopupProps({ ref: setPopup, style: { ...styles.popup, ...position.style } })}>
          <div {...api.getTreeProps({ style: { display: 'flex', gap: 6 } }, { label: t.tree })}>
            {api.columns.map((column) => (
              <Column key={column.key} api={api} column={column} />
            ))}
          </div>
        </div>
      )}
      <span {...api.getLiveRegionProps()} />
    </div>
  );
}
