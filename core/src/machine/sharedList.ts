/**
 * A list that the states following each other share and only append to: a state sees the first
 * `count` items, so appending costs no copy. Appending to a list another state has appended to
 * since (a `stateReducer` that went back to an older state) copies it first.
 */
export interface SharedList<T> {
  readonly items: T[];
  readonly count: number;
}

export const EMPTY_LIST: SharedList<never> = { items: [], count: 0 };

/** The list with `item` appended; `items` is a new array when the old one could not be shared. */
export function appended<T>(list: SharedList<T>, item: T): SharedList<T> {
  const items =
    list.items.length === list.count && list !== EMPTY_LIST ? list.items : list.items.slice(0, list.count);
  items.push(item);
  return { items, count: list.count + 1 };
}
