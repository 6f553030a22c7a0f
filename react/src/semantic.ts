import type { CSSProperties } from 'react';

/**
 * antd 6's semantic `classNames` / `styles` (rc-cascader 1.x): a class or a style for each named
 * part of the component, the popup's parts nested under `popup`.
 */
export interface SemanticParts<T> {
  /** The root element (`.{p}`). */
  root?: T;
  /** The `prefix` content. */
  prefix?: T;
  /** The arrow or `suffixIcon`. */
  suffix?: T;
  /** The single-mode display, or the tags' container (`.{p}-content`). */
  content?: T;
  /** The placeholder. */
  placeholder?: T;
  /** The search input. */
  input?: T;
  /** The clear button. */
  clear?: T;
  /** A tag of checkable mode, its text and its remove button. */
  item?: T;
  /** A tag's text. */
  itemContent?: T;
  /** A tag's remove button. */
  itemRemove?: T;
  /** The popup: its root element, each list and each row. */
  popup?: {
    root?: T;
    /** Each column (`ul.{p}-menu`), and the search results. */
    list?: T;
    /** Each row (`li.{p}-menu-item`). */
    listItem?: T;
  };
}

/** `classNames`: a class for each named part. */
export type SemanticClassNames = SemanticParts<string>;
/** `styles`: an inline style for each named part. */
export type SemanticStyles = SemanticParts<CSSProperties>;

/** antd's function form: the parts computed from the props. */
export type SemanticProp<T, P> = T | ((info: { props: P }) => T | undefined);

/** The object form of a semantic prop (the function form called once with the props). */
export function resolveSemantic<T extends object, P>(value: SemanticProp<T, P> | undefined, props: P): T {
  const resolved = typeof value === 'function' ? value({ props }) : value;
  return resolved && typeof resolved === 'object' ? resolved : ({} as T);
}
