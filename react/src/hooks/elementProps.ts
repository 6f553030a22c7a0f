import type { ButtonHTMLAttributes, HTMLAttributes, InputHTMLAttributes, Ref } from 'react';

/**
 * The props a getter takes besides its own, to merge with them: the element's attributes and
 * handlers, typed for the element (so `onClick: (e) => …` needs no annotation), a ref, and `data-*`
 * attributes. `E` is the element the result is spread on; a handler annotated for a narrower one
 * (`(e: MouseEvent<HTMLLIElement>) => …`) sets it.
 */
export type ElementProps<E extends HTMLElement = HTMLElement, Attributes = HTMLAttributes<E>> = Attributes & {
  ref?: Ref<E>;
  [data: `data-${string}`]: unknown;
};

/** The extra props of `getInputProps` (and of `getTriggerProps` with `isInput`). */
export type InputElementProps<E extends HTMLInputElement = HTMLInputElement> = ElementProps<
  E,
  InputHTMLAttributes<E>
>;

/** The extra props of a getter for a `<button>` (back, crumbs). */
export type ButtonElementProps<E extends HTMLButtonElement = HTMLButtonElement> = ElementProps<
  E,
  ButtonHTMLAttributes<E>
>;
