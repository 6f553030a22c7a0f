/**
 * DOM ids of the parts, derived from one React `useId` (stable between server and client, so
 * hydration keeps the ARIA references intact). Node ids are the core's tree ids: unique within
 * one tree, and re-rendered together with the tree when it changes.
 */
export interface CascaderIds {
  input: string;
  tree: string;
  liveRegion: string;
  selection: string;
  item: (nodeId: number) => string;
  result: (index: number) => string;
  column: (depth: number) => string;
}

export function makeIds(base: string, inputId?: string): CascaderIds {
  // useId yields `:r1:` (React 18), `«r1»` or `_r_1_` (React 19): all valid ids, used only as ids
  // and id references, never in a CSS selector. `id` (rc's prop) names the input.
  const input = inputId ?? `${base}input`;
  return {
    input,
    tree: `${input}_list`,
    liveRegion: `${base}live`,
    selection: `${base}selection`,
    item: (nodeId) => `${base}item-${nodeId}`,
    result: (index) => `${base}result-${index}`,
    column: (depth) => `${base}column-${depth}`,
  };
}
