/**
 * DOM ids of the parts, derived from one React `useId` (stable between server and client, so
 * hydration keeps the ARIA references intact). A row's comes from its place (the core's
 * `ConnectIds.item`), so it stays when a new tree numbers the nodes anew.
 */
export interface CascaderIds {
  /** The combobox: the search input or the selector (`id` when given). */
  input: string;
  /** The popup tree the combobox controls (`aria-controls`). */
  tree: string;
  /** The sheet (`presentation` sheet): the modal dialog holding the tree. */
  sheet: string;
  /** The polite live region. */
  liveRegion: string;
  /** The element that shows the value (it describes the combobox). */
  selection: string;
  /** The row at this position (0-based) of the column at this depth (`aria-activedescendant`). */
  item: (depth: number, position: number) => string;
  /** The search result at this index. */
  result: (index: number) => string;
  /** The column at this depth. */
  column: (depth: number) => string;
}

export function makeIds(base: string, inputId?: string): CascaderIds {
  // useId yields `:r1:` (React 18), `«r1»` or `_r_1_` (React 19): all valid ids, used only as ids
  // and id references, never in a CSS selector. `id` (rc's prop) names the input.
  const input = inputId ?? `${base}input`;
  return {
    input,
    tree: `${input}_list`,
    sheet: `${input}_sheet`,
    liveRegion: `${base}live`,
    selection: `${base}selection`,
    item: (depth, position) => `${base}item-${depth}-${position}`,
    result: (index) => `${base}result-${index}`,
    column: (depth) => `${base}column-${depth}`,
  };
}
