import { useCascader } from '@cascadia/react';
import { Highlighted } from './Highlighted';
import { places } from './places';

export function Step3Search() {
  const api = useCascader({ options: places, showSearch: true });
  return (
    <div {...api.getRootProps()}>
      {/* A text input is the combobox now: typing searches, the keys move through the results. */}
      <input {...api.getInputProps()} placeholder={api.display.text || 'Search places'} aria-label="Place" />
      {api.open && (
        <div {...api.getPopupProps()}>
          <div {...api.getTreeProps({}, { label: 'Places' })}>
            {api.searching ? (
              <div {...api.getSearchListProps()}>
                {api.searchCount === 0 && <div>No match</div>}
                {Array.from({ length: api.searchCount }, (_, index) => {
                  const result = api.getSearchItem(index);
                  return (
                    <div key={result.pathKey} {...api.getSearchResultProps(result)}>
                      <Highlighted result={result} />
                    </div>
                  );
                })}
              </div>
            ) : (
              api.columns.map((column) => (
                <div key={column.key} {...api.getColumnProps(column)}>
                  {column.items.map((id) => {
                    const item = api.getItem(id);
                    return (
                      <div key={item.key} {...api.getItemProps(item)}>
                        {item.text}
                      </div>
                    );
                  })}
                </div>
              ))
            )}
          </div>
        </div>
      )}
      <span {...api.getLiveRegionProps()} />
    </div>
  );
}
