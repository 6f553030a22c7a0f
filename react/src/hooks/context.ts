import {
  type CascaderEvent,
  type CascaderState,
  type CascaderStore,
  controlAttributes,
  type ValuePath,
} from '@cascadia/core';
import type { MouseEvent } from 'react';
import type { CascaderIds } from './ids';
import type { PackLanguage } from './language';
import type { CascaderLayout } from './layout';
import { toReact } from './reactAttributes';

/**
 * The texts the React components write themselves: names of the controls without visible text,
 * and the few visible ones (status rows, the empty column, the hidden tags' count). Override them
 * one by one with the `labels` prop, or all at once with a language pack (`locale`).
 * A new text: a key here, its English default below (the en-US pack is these defaults), and one
 * line in each other pack (../locale/packs).
 */
export interface CascaderLabels {
  /** Name of the clear button. */
  clear: string;
  /** Name of a tag's remove button, from the tag's label. */
  remove: (label: string) => string;
  /** Name of the retry button of a failed load. */
  retry: string;
  /** Text of a tag or value whose labels are loading (`loadPath`). */
  loading: string;
  /** `showSearch.load` running: the status row's text (and its group's name). */
  searching: string;
  /** `showSearch.load` failed: the status row's text, beside a retry. */
  searchFailed: string;
  /** Name of the popup tree when the combobox has none of its own. */
  tree: string;
  /** Name of the first level in the breadcrumb (the drill-down layout and the column window). */
  root: string;
  /** Name of the group holding the back button and the breadcrumb. */
  breadcrumb: string;
  /** Name of the back button, from the name of the level it goes back to. */
  back: (level: string) => string;
  /**
   * Name of the sheet's forward button, from the name of the level it goes to (the option whose
   * children it shows); null while there is no level to go forward to (the button is disabled).
   */
  forward: (level: string | null) => string;
  /** `confirm` mode's commit button; checkable passes how many options the draft holds ("Done (3)"). */
  done: (count: number | null) => string;
  /** `confirm` mode's discard button. */
  cancel: string;
  /** The content of an empty column (rc-cascader's `notFoundContent` when that prop is not given). */
  notFound: string;
  /** The tag that stands for the tags `maxTagCount` hides (`maxTagPlaceholder` when not given). */
  moreTags: (count: number) => string;
  /** The checked options' labels as one text: the combobox's value for a screen reader. */
  valueList: (labels: string[]) => string;
  /**
   * A value (or a tag) whose labels `loadPath` failed to fetch, from its raw values: the combobox's
   * value for a screen reader, which says the failure, as the ↻ beside it shows it.
   */
  valueFailed: (value: string) => string;
  /** The search field of the sheet (the trigger's input is behind it). */
  search: string;
}

/** A number as English writes it (`1,234`). */
const n = (count: number) => count.toLocaleString('en-US');

/**
 * The English names `labels` falls back to for each one it leaves out, and the en-US language
 * pack's labels, so the English is written once.
 */
export const DEFAULT_LABELS: CascaderLabels = {
  clear: 'Clear',
  remove: (label) => `Remove ${label}`,
  retry: 'Retry',
  loading: 'Loading',
  searching: 'Searching',
  searchFailed: 'Search failed',
  tree: 'Options',
  root: 'All',
  breadcrumb: 'Levels',
  back: (level) => `Back to ${level}`,
  forward: (level) => (level === null ? 'Forward' : `Forward to ${level}`),
  done: (count) => (count === null ? 'Done' : `Done (${n(count)})`),
  cancel: 'Cancel',
  notFound: 'Not Found',
  moreTags: (count) => `+ ${n(count)} ...`,
  valueList: (labels) => labels.join(', '),
  valueFailed: (value) => `${value} (labels not loaded)`,
  search: 'Search',
};

/** The elements the hook keeps references to (set by the prop getters' `ref`s). */
export interface DomRefs {
  /** The element the popup is placed against and outside clicks are measured from. */
  root: { current: HTMLElement | null };
  /** The focusable combobox (the selector's input or a custom trigger). */
  input: { current: HTMLElement | null };
  /** The popup element (`getPopupProps`): a click inside it is not an outside click. */
  popup: { current: HTMLElement | null };
  /** The element holding the columns (`getTreeProps`), measured by the layout. */
  tree: { current: HTMLElement | null };
}

/** Everything a prop getter reads; rebuilt on each render of the hook. */
export interface GetterContext<O> {
  store: CascaderStore<O>;
  state: CascaderState<O>;
  send: (event: CascaderEvent<O>) => void;
  ids: CascaderIds;
  refs: DomRefs;
  labels: CascaderLabels;
  /** The language pack's `lang` (and `dir`), for the portalled popup and sheet. */
  language: PackLanguage;
  /** The layout state: the columns shown and the breadcrumb. */
  layout: CascaderLayout;
  /** A branch clicked in drill-down while it loads: entered once its children arrive. */
  pendingEnter: { current: ValuePath | null };
  /** The branch the last click went into in drill-down (the next click of a double click is its). */
  enteredByClick: { current: ValuePath | null };
  /** The kind of pointer that last pressed a row (`mouse`, `touch`, `pen`): a tap is never a double click's echo. */
  pressedBy: { current: string | null };
  /** Shows an earlier level (layoutGetters' `goToLevel`), for the sheet's getters, which import nothing of the page's. */
  goToLevel: (level: number) => void;
  /**
   * A row's click, from the pointer that pressed it (`mouse`, `touch`, `pen`, or null) and the
   * click's count: the engine's `ITEM.CLICK`, and with the layout part, drill-down's going into a branch.
   */
  clickItem: (path: ValuePath, clickCount: number, pointer: string | null) => void;
  /** How the open levels are shown: floating under the trigger, or as a modal bottom sheet. */
  presentation: 'popup' | 'sheet';
  /** Whether the popup's tree element is in the document (so `aria-controls` may point at it). */
  treeMounted: boolean;
  setTreeElement: (element: HTMLElement | null) => void;
  /** Makes the popup element known (outside-click detection). */
  setPopupElement: (element: HTMLElement | null) => void;
  setRootElement: (element: HTMLElement | null) => void;
  setInputElement: (element: HTMLElement | null) => void;
}

/**
 * Props of a control in the popup that must not take the focus from the combobox (`tabIndex` -1,
 * and a press keeps the focus where it is). In a sheet, a dialog with its own focus, none: there
 * the controls are the dialog's tab stops.
 */
export function popupControl<O>(ctx: GetterContext<O>) {
  return ctx.presentation === 'sheet' ? { tabIndex: 0 } : { tabIndex: -1, onMouseDown: keepFocus };
}

/** Keeps focus (and the caret) where it is: clicks inside the popup must not blur the combobox. */
export function keepFocus(event: { preventDefault(): void; target: EventTarget | null }): void {
  const target = event.target as HTMLElement | null;
  // A form field inside the popup (say, in a popupRender footer) may take focus.
  if (target?.closest?.('input, textarea, select, [contenteditable="true"]')) return;
  event.preventDefault();
}

/**
 * A small control inside the selector or the popup (clear, remove a tag, retry): a button out of
 * the tab order (Backspace, Enter and the popup's keys cover the keyboard) whose press sends one
 * event to the engine and stops there, so the row or selector under it does not act too.
 */
export function controlButtonProps<O>(
  ctx: GetterContext<O>,
  label: string,
  event: CascaderEvent<O>,
  onMouseDown: (event: MouseEvent) => void,
) {
  return {
    ...toReact(controlAttributes(label)),
    onMouseDown,
    onClick: (click: MouseEvent) => {
      click.stopPropagation();
      ctx.send(event);
    },
  };
}
