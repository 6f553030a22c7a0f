import { createContext, useContext } from 'react';
import type { UseCascaderReturn } from '../hooks/useCascader';
import type { CascaderProps } from '../props';

/** What the parts of the ready-made component share: the hook's API, the class prefix, the props. */
export interface PartsContext {
  api: UseCascaderReturn<unknown>;
  prefixCls: string;
  props: CascaderProps<unknown>;
}

export const CascaderPartsContext = createContext<PartsContext | null>(null);

export function useParts(): PartsContext {
  const ctx = useContext(CascaderPartsContext);
  if (!ctx) throw new Error('Cascadia: a Cascader part was rendered outside a Cascader.');
  return ctx;
}
