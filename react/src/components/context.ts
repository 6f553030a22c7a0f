import { createContext, useContext } from 'react';
import type { UseCascaderReturn } from '../hooks/useCascaderTypes';
import type { CascaderProps } from '../props';
import type { SemanticClassNames, SemanticStyles } from '../semantic';

/** What the parts of the ready-made component share: the hook's API, the class prefix, the props. */
export interface PartsContext {
  api: UseCascaderReturn<unknown>;
  prefixCls: string;
  props: CascaderProps<unknown>;
  /** antd 6's semantic classes and styles, the function form already called. */
  classNames: SemanticClassNames;
  styles: SemanticStyles;
}

// Marked pure (as is every top-level call in the package) so that an app's bundler drops what it
// does not import: the package ships as one file, where only such marks tell unused code apart.
export const CascaderPartsContext = /* @__PURE__ */ createContext<PartsContext | null>(null);

/** A part rendered on its own: said in full in development builds. */
const OUTSIDE = process.env.NODE_ENV !== 'production' ? 'a part was rendered outside' : 'outside';

export function useParts(): PartsContext {
  const ctx = useContext(CascaderPartsContext);
  if (!ctx) throw new Error(`Cascadia: ${OUTSIDE} a Cascader.`);
  return ctx;
}

/**
 * The same for the menus' parts (columns, rows, checkboxes, results), provided apart with a value
 * that changes only with the state and the props. The selector re-renders for things the rows do
 * not show, and React re-renders every reader of a context whose value changed (even beneath a
 * nested provider of that context), so the rows read this one alone.
 */
export const MenuPartsContext = /* @__PURE__ */ createContext<PartsContext | null>(null);

export function useMenuParts(): PartsContext {
  const ctx = useContext(MenuPartsContext);
  if (!ctx) throw new Error(`Cascadia: ${OUTSIDE} a Cascader or Panel.`);
  return ctx;
}
