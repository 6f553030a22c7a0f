import { panelAttributes } from '@cascadia/core';
import type { HTMLAttributes, KeyboardEvent, MouseEvent } from 'react';
import type { DefaultOptionType } from '../props';
import { mergeProps } from '../utils/mergeProps';
import type { ElementProps } from './elementProps';
import { engineOf, withEngine } from './engine';
import { EVERY_PART } from './everyPart';
import { onDemandFeatures } from './onDemandFeatures';
import { toReact } from './reactAttributes';
import { sendKey } from './triggerGetters';
import { useCascaderWith } from './useCascader';
import type { UseCascaderProps, UseCascaderReturn } from './useCascaderTypes';

/** The props of `useCascaderPanel`: `useCascader`'s without those of a popup or a search. */
export type UseCascaderPanelProps<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown> = Omit<
  UseCascaderProps<O, ValueField, Multiple>,
  | 'open'
  | 'defaultOpen'
  | 'onOpenChange'
  | 'onDropdownVisibleChange'
  | 'popupTrigger'
  | 'showSearch'
  | 'inline'
>;

/** What `useCascaderPanel` returns: `useCascader`'s getters plus the panel's own. */
export interface UseCascaderPanelReturn<O = DefaultOptionType> extends UseCascaderReturn<O> {
  /** The inline tree: focusable, with the keyboard of the popup and `aria-activedescendant`. */
  getPanelProps: <E extends HTMLElement = HTMLElement>(
    props?: ElementProps<E>,
  ) => HTMLAttributes<HTMLElement>;
}

/**
 * The inline panel (rc-cascader's `Cascader.Panel`): the same engine, always open, no trigger and
 * no popup. The tree element itself takes focus and keys. The code of `loadPath` and of lazy
 * checking is fetched when its props use them.
 */
export function useCascaderPanel<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown>(
  props: UseCascaderPanelProps<O, ValueField, Multiple>,
): UseCascaderPanelReturn<O> {
  // The engine's inline mode: always shown, no popup, so nothing opens or closes it (Escape and
  // Left at the first column are left to the page) and no `onOpenChange` is ever due. `loadPath`
  // and lazy checking are fetched when the props use them (onDemandFeatures.ts).
  const api = useCascaderWith<O>({ ...props, inline: true, showSearch: false }, onDemandFeatures, EVERY_PART);
  const getPanelProps = <E extends HTMLElement = HTMLElement>(user?: ElementProps<E>) =>
    mergeProps(
      {
        ...api.getTreeProps(),
        ...toReact(panelAttributes(engineOf(api).state, api.ids, { label: api.labels.tree })),
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => sendKey(engineOf(api).store, event, api.ids),
        // Items keep focus from moving on mousedown; the panel itself should take it, for the keys.
        // Without scrolling: a panel taller than the space left below it would scroll the page
        // between the press and the release, and the click would miss the row that was pressed.
        onMouseDown: (event: MouseEvent<HTMLElement>) => {
          if (!api.disabled && event.currentTarget !== event.target) {
            event.currentTarget.focus({ preventScroll: true });
          }
        },
      },
      user,
    );
  return withEngine({ ...api, getPanelProps }, engineOf<O>(api));
}
