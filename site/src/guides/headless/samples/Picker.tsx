import { useCascader } from '@cascadia/react';
import { useEffect, useRef } from 'react';
import { Highlighted } from './Highlighted';
import { type Place, places } from './places';
import { placePopup } from './positioned';
import { WindowedColumn } from './WindowedColumn';

/** The whole picker: a search input, windowed columns, highlighted results, a placed popup. */
export function Picker() {
  const api = useCascader<Place>({ options: places, showSearch: true, changeOnSelect: false });
  const popup = useRef<HTMLDivElement>(null);

  // Place the popup while it is open; the hook knows which element it hangs from.
  useEffect(() => {
    const reference = api.getReference();
    if (!api.open || !reference || !popup.current) return;
    return placePopup(reference, popup.current);
  }, [api.open, api.getReference]);

  return (
    <div {...api.getRootProps({ style: { display: 'inline-block' } })}>
      <input
        {...api.getInputProps({ style: { minWidth: 240, font: 'inherit', padding: '6px 10px' } })}
        aria-label="Destination"
        placeholder={api.display.text || 'Search or pick a place'}
      />
      {api.open && (
        <div
          {...api.getPopupProps({
            ref: popup,
            style: {
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
              api.columns.map((column) => <WindowedColumn key={column.parentId} api={api} column={column} />)
            )}
          </div>
        </div>
      )}
      <span {...api.getLiveRegionProps()} />
    </div>
  );
}
