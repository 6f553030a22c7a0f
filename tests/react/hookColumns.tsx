import type { ColumnView, UseCascaderReturn } from '../../react/src';

/**
 * A custom UI's columns through the headless hook's getters, as the hooks page shows them: the
 * tree, one list per column, one row per item. For tests that build their own cascader.
 */
export function HookColumns<O>({
  api,
  columns,
}: {
  api: UseCascaderReturn<O>;
  columns: readonly ColumnView[];
}) {
  return (
    <div {...api.getTreeProps()}>
      {columns.map((column) => (
        <ul key={column.key} {...api.getColumnProps(column)}>
          {column.items.map((id) => {
            const item = api.getItem(id);
            return (
              <li key={item.key} {...api.getItemProps(item)}>
                {item.text}
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
