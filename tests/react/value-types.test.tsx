import { render, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import Cascader, {
  type CascaderProps,
  Panel,
  type PanelProps,
  type UseCascaderPanelProps,
  type UseCascaderProps,
  useCascader,
  useCascaderPanel,
} from '../../react/src';

/**
 * The value's type tells the truth: a clear in single mode calls `onChange(undefined, undefined)`,
 * so code that joins the value without a check must not compile. These are type assertions:
 * `npm run typecheck` (tsc, which compiles tests/) checks them, in CI as locally; Vitest runs the
 * bodies as smoke tests.
 */
interface City {
  code: string;
  name: string;
  items?: City[];
}
const cities: City[] = [{ code: 'zj', name: 'Zhejiang', items: [{ code: 'hz', name: 'Hangzhou' }] }];

type ChangeArgs<P> = P extends { onChange?(...args: infer A): void } ? A : never;

describe('onChange without type arguments', () => {
  it('the component: the value and options may be undefined', () => {
    expectTypeOf<ChangeArgs<CascaderProps>>().toEqualTypeOf<
      // biome-ignore lint/suspicious/noExplicitAny: the shape follows `checkable` at run time
      [any[] | undefined, any[] | undefined]
    >();
    expectTypeOf<ChangeArgs<PanelProps>>().toEqualTypeOf<ChangeArgs<CascaderProps>>();
  });

  it('the hooks: the same as the component', () => {
    expectTypeOf<ChangeArgs<UseCascaderProps>>().toEqualTypeOf<ChangeArgs<CascaderProps>>();
    expectTypeOf<ChangeArgs<UseCascaderPanelProps>>().toEqualTypeOf<ChangeArgs<CascaderProps>>();
  });

  it('an inline callback handing the value to a non-optional state does not compile', () => {
    function Address() {
      const [address, setAddress] = useState<string[]>([]);
      return (
        <Cascader
          options={cities}
          fieldNames={{ label: 'name', value: 'code', children: 'items' }}
          allowClear
          onChange={(value) => {
            // @ts-expect-error the value is undefined after a clear
            setAddress(value);
            // @ts-expect-error the value is undefined after a clear
            value.join(' / ');
          }}
          placeholder={address.join(' / ')}
        />
      );
    }
    render(<Address />);
    expect(document.querySelector('.rc-cascader')).not.toBeNull();
  });

  it('useCascader infers the option type and keeps undefined', () => {
    renderHook(() =>
      useCascader({
        options: cities,
        onChange: (value, selectedOptions) => {
          // biome-ignore lint/suspicious/noExplicitAny: see above
          expectTypeOf(value).toEqualTypeOf<any[] | undefined>();
          // @ts-expect-error undefined after a clear
          selectedOptions.map((option) => option);
        },
      }),
    );
  });
});

describe('onChange with type arguments', () => {
  it('single (false): one path of the value field’s type, or undefined', () => {
    const single: [string[] | undefined, City[] | undefined] = [undefined, undefined];
    expectTypeOf<ChangeArgs<CascaderProps<City, 'code', false>>>().toEqualTypeOf(single);
    expectTypeOf<ChangeArgs<PanelProps<City, 'code', false>>>().toEqualTypeOf(single);
    expectTypeOf<ChangeArgs<UseCascaderProps<City, 'code', false>>>().toEqualTypeOf(single);
    expectTypeOf<ChangeArgs<UseCascaderPanelProps<City, 'code', false>>>().toEqualTypeOf(single);
  });

  it('multiple (true): a list of paths, empty after a clear, never undefined', () => {
    expectTypeOf<ChangeArgs<CascaderProps<City, 'code', true>>>().toEqualTypeOf<[string[][], City[][]]>();
    expectTypeOf<ChangeArgs<UseCascaderProps<City, 'code', true>>>().toEqualTypeOf<[string[][], City[][]]>();
    expectTypeOf<UseCascaderProps<City, 'code', true>['value']>().toEqualTypeOf<
      string[][] | null | undefined
    >();
  });

  it('the hooks take the component’s type arguments', () => {
    const { result } = renderHook(() =>
      useCascader<City, 'code', false>({
        options: cities,
        fieldNames: { label: 'name', value: 'code', children: 'items' },
        defaultValue: ['zj', 'hz'],
        onChange: (value) => expectTypeOf(value).toEqualTypeOf<string[] | undefined>(),
      }),
    );
    expect(result.current.display.text).toBe('Zhejiang / Hangzhou');
    renderHook(() =>
      useCascaderPanel<City, 'code', true>({
        options: cities,
        checkable: true,
        // @ts-expect-error a single path is not a list of paths
        value: ['zj'],
      }),
    );
    render(<Panel<City, 'code', true> options={cities} checkable onChange={(value) => value.length} />);
  });
});
