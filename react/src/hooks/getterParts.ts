import { getSearchItem } from '@cascadia/core';
import { mergeProps } from '../utils/mergeProps';
import { getCancelProps, getConfirmProps } from './confirmGetters';
import type { GetterContext } from './context';
import type { CascaderHookPart, HookPartCode } from './hookParts';
import { getCheckboxProps, getSearchListProps, getSearchResultProps } from './popupGetters';
import { getSearchRetryProps, getTagProps, getTagRemoveProps } from './selectionGetters';
import type { UseCascaderReturn } from './useCascaderTypes';

/**
 * The hook's parts that only add getters (a custom UI that draws no search result, checkbox, tag
 * or Done button leaves them out of its bundle): each binds its getters to one render's context,
 * the caller's props merged in as every getter does.
 */

type Bound<O, K extends keyof UseCascaderReturn<O>> = Pick<UseCascaderReturn<O>, K>;

const bindSearch = <O>(
  ctx: GetterContext<O>,
): Bound<O, 'getSearchItem' | 'getSearchListProps' | 'getSearchResultProps' | 'getSearchRetryProps'> => ({
  getSearchItem: (index) => getSearchItem(ctx.state, index)!,
  getSearchListProps: (user) => mergeProps(getSearchListProps(ctx), user),
  getSearchResultProps: (result, user) => mergeProps(getSearchResultProps(ctx, result), user),
  getSearchRetryProps: (user) => mergeProps(getSearchRetryProps(ctx), user),
});

const bindCheckable = <O>(
  ctx: GetterContext<O>,
): Bound<O, 'getCheckboxProps' | 'getTagProps' | 'getTagRemoveProps'> => ({
  getCheckboxProps: (item, user) => mergeProps(getCheckboxProps(ctx, item), user),
  getTagProps: (tag, user) => mergeProps(getTagProps(ctx, tag), user),
  getTagRemoveProps: (tag, user) => mergeProps(getTagRemoveProps(ctx, tag), user),
});

const bindConfirm = <O>(ctx: GetterContext<O>): Bound<O, 'getConfirmProps' | 'getCancelProps'> => ({
  getConfirmProps: (user, options) => mergeProps(getConfirmProps(ctx, options), user),
  getCancelProps: (user, options) => mergeProps(getCancelProps(ctx, options), user),
});

/**
 * The hook's search part, for `useLeanCascader`'s third argument beside the engine's
 * `searchFeature`: the search results' getters (`getSearchItem`, `getSearchListProps`,
 * `getSearchResultProps`, `getSearchRetryProps`).
 */
export const searchPart: CascaderHookPart = { name: 'search', bind: bindSearch } as HookPartCode;

/**
 * The hook's checkable part, beside the engine's `checkableFeature`: the checkbox and tag getters
 * (`getCheckboxProps`, `getTagProps`, `getTagRemoveProps`).
 */
export const checkablePart: CascaderHookPart = { name: 'checkable', bind: bindCheckable } as HookPartCode;

/** The hook's confirm part, for the `confirm` prop: the Done and Cancel buttons' getters. */
export const confirmPart: CascaderHookPart = { name: 'confirm', bind: bindConfirm } as HookPartCode;

/** The getters of every such part, as `useCascader` and the components have them. */
export const EVERY_GETTER_PART = [bindSearch, bindCheckable, bindConfirm];
