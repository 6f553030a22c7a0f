import { type CascaderProps, ENGINE_PROP_KEYS, type EnginePropKey } from '@cascadia/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResolvedProps } from '../../core/src/machine/types';
import type {
  CascaderEngineProps,
  CascaderProps as ReactCascaderProps,
  UseCascaderProps,
} from '../../react/src';

/**
 * The engine's props are declared once (core's `CascaderProps`); every other list derives from it.
 * The type-level checks fail `npm run typecheck` when a list drifts; the runtime ones fail here.
 */
describe('one list of engine props', () => {
  it('ENGINE_PROP_KEYS names every prop of CascaderProps, once', () => {
    expectTypeOf<EnginePropKey>().toEqualTypeOf<keyof CascaderProps>();
    expect(new Set(ENGINE_PROP_KEYS).size).toBe(ENGINE_PROP_KEYS.length);
  });

  it('the resolved props have the same names as the props', () => {
    expectTypeOf<keyof ResolvedProps<unknown>>().toEqualTypeOf<keyof CascaderProps>();
  });

  it("React's engine props, the component's and the hook's name every engine prop", () => {
    // `checkable` may be a node on the component, and `inline` is the hooks' (the panel's).
    expectTypeOf<keyof CascaderEngineProps | 'checkable' | 'inline'>().toEqualTypeOf<
      EnginePropKey | 'onDropdownVisibleChange'
    >();
    expectTypeOf<EnginePropKey>().toMatchTypeOf<keyof UseCascaderProps>();
    expectTypeOf<Exclude<EnginePropKey, 'inline'>>().toMatchTypeOf<keyof ReactCascaderProps>();
  });
});
