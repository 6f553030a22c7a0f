import { useCascader } from '@cascadia/react';
import type { CSSProperties } from 'react';

const places = [
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
];

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
    position: 'absolute',
    top: 'calc(100% + 6px)',
    insetInlineStart: 0,
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
  column: { margin: 0, padding: 0, listStyle: 'none', minWidth: 110 },
  item: { padding: '6px 10px', borderRadius: 8, cursor: 'pointer' },
};

/**
 * Only the hook: it holds the state and the behaviour, and its prop getters carry the ARIA and
 * the event wiring. Everything you see (a pill button and dark columns) is this file's own markup.
 */
export default function Headless() {
  const api = useCascader({ options: places, expandTrigger: 'hover' });
  return (
    <div style={styles.root}>
      <button type="button" {...api.getTriggerProps({ 'aria-label': 'Destination' })} style={styles.trigger}>
        {api.display.text || 'Where to?'}
      </button>
      {api.open && (
        <div {...api.getPopupProps()} style={styles.popup}>
          <div {...api.getTreeProps({}, { label: 'Places' })} style={{ display: 'flex', gap: 6 }}>
            {api.columns.map((column) => (
              <ul key={column.parentId} {...api.getColumnProps(column)} style={styles.column}>
                {column.items.map((id) => {
                  const item = api.getItem(id);
                  return (
                    <li
                      key={id}
                      {...api.getItemProps(item)}
                      style={{
                        ...styles.item,
                        background: item.active ? '#4338ca' : item.focused ? '#312e81' : undefined,
                        // The keyboard's row: a ring, which forced colours keep (not the background alone).
                        outline: item.focused ? '2px solid #c7d2fe' : undefined,
                        outlineOffset: -2,
                        fontWeight: item.selected ? 700 : 400,
                      }}
                    >
                      {item.text}
                      {item.expandable && <span aria-hidden="true"> ›</span>}
                    </li>
                  );
                })}
              </ul>
            ))}
          </div>
        </div>
      )}
      <span {...api.getLiveRegionProps()} />
    </div>
  );
}
