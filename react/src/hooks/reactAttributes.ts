/** The connect layer's DOM attribute names, as React's props name them (only `tabindex` differs). */
export type ReactAttributes<T> = { [K in keyof T as K extends 'tabindex' ? 'tabIndex' : K]: T[K] };

/** Renames the core connect layer's `tabindex` to React's `tabIndex`; every other name is React's. */
export function toReact<T extends object>(attributes: T): ReactAttributes<T> {
  if (!('tabindex' in attributes)) return attributes as unknown as ReactAttributes<T>;
  const { tabindex, ...rest } = attributes as T & { tabindex: unknown };
  return { ...rest, tabIndex: tabindex } as unknown as ReactAttributes<T>;
}
