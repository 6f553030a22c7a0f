import { type CascaderStore, handlesKey } from '@cascadia/core';

/**
 * A DOM adapter's keydown: the key, the time (typeahead) and the modifiers (shortcuts are left
 * alone). handlesKey answers after the stateReducer and the controlled props, so the browser's
 * default action is prevented only for keys that will do something.
 */
export function connectKeys(input: HTMLElement, store: CascaderStore<unknown>): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    const { key, ctrlKey, metaKey, altKey, shiftKey } = e;
    const event = {
      type: 'INPUT.KEY_DOWN',
      key,
      ctrlKey,
      metaKey,
      altKey,
      shiftKey,
      now: Date.now(),
    } as const;
    if (handlesKey(store.getState(), event)) e.preventDefault();
    store.send(event);
  };
  input.addEventListener('keydown', onKeyDown);
  return () => input.removeEventListener('keydown', onKeyDown);
}
