import type { ItemView, UseCascaderReturn } from '@cascadia/react';
import type { Place } from './places';

declare function track(event: string, path: readonly unknown[]): void;

/** One row: what the item view says, drawn your way. */
export function Row({ api, item }: { api: UseCascaderReturn<Place>; item: ItemView<Place> }) {
  return (
    <div
      {...api.getItemProps(item, {
        // Your handler runs first, then the hook's: both happen.
        onClick: () => track('row-click', item.path),
        className: item.active ? 'row row-open' : 'row',
        style: { fontWeight: item.selected ? 700 : 400, outline: item.focused ? '2px solid' : undefined },
      })}
    >
      {item.text}
      {item.expandable && !item.loading && <span aria-hidden="true"> ›</span>}
      {item.loading && <span aria-hidden="true"> …</span>}
      {/* A failed load: a retry the keyboard reaches too (Right on the row retries). */}
      {item.failed && (
        <button type="button" {...api.getRetryProps(item)}>
          ↻
        </button>
      )}
    </div>
  );
}
