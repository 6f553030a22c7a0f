import { useCascader, usePopupPosition } from '@cascadia/react';
import { useState } from 'react';
import { Highlighted } from './Highlighted';
import { type Place, places } from './places';
import { WindowedColumn } from './WindowedColumn';

/** The whole picker: a search input, windowed columns, highlighted results, a placed popup. */
export function Picker() {
  const api = useCascader<Place>({ options: places, showSearch: true, changeOnSelect: false });
  // The popup hangs from the hook's reference element: under it, or above it near the screen's bottom.
  const [popup, setPopup] = useState<HTMLElement | null>(null);
  const position = usePopupPosition({ reference: api.getReference(), floating: popup, open: api.open });

  return (
    <div {...api.getRootProps({ style: { display: 'inline-block', position: 'relative' } })}>
      <input
        {...api.getInputProps({ style: { minWidth: 240, font: 'inherit', padding: '6px 10px' } })}
        aria-label="Destination"
        placeholder={api.display.text || 'Search or pick a place'}
      />
      {api.open && (
        <div
          {...api.getPopupProps({
            ref: setPopup,
            style: {
              ...position.style,
              zIndex: 10,
              background: 'Canvas',
              color: 'CanvasText',
              border: '1px solid',
              borderRadius: 8,
              padding: 4,
            },
          })}
        >
          <div {...api.getTreeProps({ style: { display: 'flex', gap: 4 } }, { label: 'Places' })}>
            {api.searching ? (
              <div {...api.getSearchListProps({ style: { maxHeight: 256, overflowY: 'auto' } })}>
                {api.searchCount === 0 && <div style={{ padding: 8 }}>No place matches</div>}
                {Array.from({ length: api.searchCount }, (_, index) => {
                  const result = api.getSearchItem(index);
                  return (
                    <div
                      key={result.pathKey}
                      {...api.getSearchResultProps(result, {
                        style: { padding: '6px 10px', outline: result.active ? '2px solid' : undefined },
                      })}
                    >
                      <Highlighted result={result} />
                    </div>
                  );
                })}
              </div>
            ) : (
              api.columns.map((column) => <WindowedColumn key={column.key} api={api} column={column} />)
            )}
          </div>
        </div>
      )}
      <span {...api.getLiveRegionProps()} />
    </div>
  );
}
