/**
 * DOM ids of the parts, derived from one React `useId` (stable between server and client, so
 * hydration keeps the ARIA references intact). Node ids are the core's tree ids: unique within
 * one tree, and re-rendered together with the tree when it changes.
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
  /** The row of the option with this node id (`aria-activedescendant`). */
  item: (nodeId: number) => string;
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
    item: (nodeId) => `${base}item-${nodeId}`,
    result: (index) => `${base}result-${index}`,
    column: (depth) => `${base}column-${depth}`,
  };
}
