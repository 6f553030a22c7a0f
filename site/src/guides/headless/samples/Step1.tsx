import { useCascader } from '@cascadia/react';
import { places } from './places';

export function Step1() {
  const api = useCascader({ options: places });
  return (
    // The root: the hook closes the popup on a mousedown outside it and the popup.
    <div {...api.getRootProps()}>
      {/* The combobox: role, aria-expanded, aria-controls, aria-activedescendant, the keys. */}
      <button type="button" {...api.getTriggerProps()}>
        {api.display.text || 'Where to?'}
      </button>
      {api.open && (
        // The popup: keeps the focus on the combobox when it is clicked.
        <div {...api.getPopupProps()}>
          {/* The tree: role="tree", its id (the combobox's aria-controls) and its name. */}
          <div {...api.getTreeProps({}, { label: 'Places' })}>
            {api.columns.map((column) => (
              // One group per open level, named by the option it opened.
              <div key={column.key} {...api.getColumnProps(column)}>
                {column.items.map((id) => {
                  const item = api.getItem(id);
                  // A treeitem: level, position, expanded, selected, disabled, busy; click and hover.
                  return (
                    <div key={item.key} {...api.getItemProps(item)}>
                      {item.text}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      )}
      {/* Announcements: result counts, loads, failures, removed tags. */}
      <span {...api.getLiveRegionProps()} />
    </div>
  );
}
