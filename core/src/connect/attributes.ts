/**
 * What the connect functions return: DOM attribute names (`role`, `aria-*`, `tabindex`, `id`,
 * `title`, `data-*`) to their values. A value of `undefined` means the attribute is absent;
 * `true` / `false` are written as the strings "true" / "false" (as React does for `aria-*`).
 * Nothing here touches the DOM: an adapter writes these onto its elements its own way.
 */
export type AttributeValue = string | number | boolean | undefined;

/** DOM attribute names to values; see {@link AttributeValue}. */
export type Attributes = { readonly [name: string]: AttributeValue };

/**
 * The ids an adapter gives the parts that refer to one another (`aria-controls`,
 * `aria-activedescendant`, `aria-labelledby`). Each must be unique in the document. A row's id
 * comes from its place (its column's depth and its position there), not from its node id: a new
 * tree numbers its nodes anew (a large tree's whole index taking over from the preview of its top
 * level, an answer joining the tree) while the row stays where it is, and an id that changed would
 * change `aria-activedescendant` with it, which a screen reader announces as a move. A search
 * result's id comes from its index.
 */
export interface ConnectIds {
  /** The combobox (the input or trigger). */
  input: string;
  /** The element holding the columns, `role="tree"`. */
  tree: string;
  /** The polite live region. */
  liveRegion: string;
  /**
   * The row at this position (0-based, in option order) of the column at this depth (what
   * `aria-activedescendant` names). One column shows each depth, so the place names one row.
   */
  item: (depth: number, position: number) => string;
  /** The search result at this index. */
  result: (index: number) => string;
  /** The column at this depth. */
  column: (depth: number) => string;
}

/** Makes ids for every part from one prefix unique in the document. */
export function makeConnectIds(prefix: string): ConnectIds {
  const input = `${prefix}input`;
  return {
    input,
    tree: `${input}_list`,
    liveRegion: `${prefix}live`,
    item: (depth, position) => `${prefix}item-${depth}-${position}`,
    result: (index) => `${prefix}result-${index}`,
    column: (depth) => `${prefix}column-${depth}`,
  };
}

/**
 * Writes attributes onto anything with `setAttribute` / `removeAttribute` (a DOM element): an
 * `undefined` value removes the attribute. For adapters that draw with plain DOM.
 */
export function writeAttributes(
  element: { setAttribute(name: string, value: string): void; removeAttribute(name: string): void },
  attributes: Attributes,
): void {
  for (const name in attributes) {
    const value = attributes[name];
    if (value === undefined) element.removeAttribute(name);
    else element.setAttribute(name, String(value));
  }
}
