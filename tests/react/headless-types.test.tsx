import { render, renderHook } from '@testing-library/react';
import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent, UIEvent } from 'react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import Cascader, {
  type CascaderEvent,
  type LabelPart,
  type LoadData,
  type OptionValue,
  type Problem,
  useCascader,
  useCascaderPanel,
} from '../../react/src';
import { regions } from './helpers';

/**
 * What a custom UI writes against the hooks, under strict TypeScript. `npm run typecheck` (tsc,
 * which compiles tests/) checks the types; Vitest runs the bodies.
 */
interface City {
  code: string;
  name: string;
  items?: City[];
}
const cities: City[] = [{ code: 'zj', name: 'Zhejiang', items: [{ code: 'hz', name: 'Hangzhou' }] }];

describe("getters' extra props are the element's props", () => {
  it('handlers get the event of the element, without an annotation', () => {
    const onClick = vi.fn();
    const { result } = renderHook(() => useCascader({ options: regions(), defaultOpen: true }));
    const api = result.current;
    const item = api.getItem(api.columns[0].items[0]);
    const props = api.getItemProps(item, {
      onClick: (event) => {
        expectTypeOf(event).toEqualTypeOf<MouseEvent<HTMLElement>>();
        onClick(event.currentTarget.tagName);
      },
      className: 'row',
      'data-testid': 'row',
    });
    api.getInputProps({
      onChange: (event) => expectTypeOf(event).toEqualTypeOf<ChangeEvent<HTMLInputElement>>(),
      onKeyDown: (event) => expectTypeOf(event).toEqualTypeOf<KeyboardEvent<HTMLInputElement>>(),
    });
    // A handler annotated for the element it is spread on fits.
    api.getColumnProps(api.columns[0], { onScroll: (_event: UIEvent<HTMLUListElement>) => {} });
    api.getBackProps({
      onClick: (event) => expectTypeOf(event).toEqualTypeOf<MouseEvent<HTMLButtonElement>>(),
    });
    // @ts-expect-error not an attribute of an element
    api.getRootProps({ onSelectOption: () => {} });
    // @ts-expect-error a class name is a string
    api.getClearProps({ className: 1 });
    render(<li {...props}>row</li>);
    expect(document.querySelector('li.row')).not.toBeNull();
  });

  it("the panel's getter too", () => {
    const { result } = renderHook(() => useCascaderPanel({ options: regions() }));
    result.current.getPanelProps({
      onFocus: (event) => expectTypeOf(event).toEqualTypeOf<FocusEvent<HTMLElement>>(),
    });
  });
});

describe('the types the React API uses are exported by @cascadia/react', () => {
  it('Problem, LoadData, LabelPart, CascaderEvent, OptionValue', () => {
    const onProblem = (problem: Problem) => problem.code;
    const loadData: LoadData<City> = async (selected) => [{ code: `${selected[0].code}-1`, name: 'One' }];
    const parts: LabelPart[] = [];
    const event: CascaderEvent<City> = { type: 'POPUP.OPEN' };
    const value: OptionValue[] = ['zj', 1];
    renderHook(() => useCascader({ options: cities, onProblem, loadData }));
    expect([parts, event, value]).toHaveLength(3);
  });
});

describe('LoadData is typed from the option type', () => {
  it('a loader returning something else than options does not compile', () => {
    // @ts-expect-error a response object is not the children
    const wrapped: LoadData<City> = async () => ({ data: cities });
    // @ts-expect-error children of another shape
    const other: LoadData<City> = async () => [{ id: 1 }];
    // @ts-expect-error on the hook, the options give the type
    renderHook(() => useCascader({ options: cities, loadData: async () => 'done' }));
    // rc-cascader's style returns nothing; returning the children is Cascadia's.
    const rcStyle: LoadData<City> = (selected) => {
      selected[0].items = [];
    };
    const children: LoadData<City> = () => Promise.resolve(cities);
    expect([wrapped, other, rcStyle, children]).toHaveLength(4);
  });
});

describe('getInputProps', () => {
  it('is a plain text input (type="search" adds the browser’s own clear button)', () => {
    const { result } = renderHook(() => useCascader({ options: regions(), showSearch: true }));
    const { type } = result.current.getInputProps();
    expect(type).toBe('text');
    render(<input {...result.current.getInputProps()} />);
    expect(document.querySelector('input')?.type).toBe('text');
  });

  it('the ready Cascader keeps rc-select’s type="search"', () => {
    render(<Cascader options={regions()} showSearch />);
    expect(document.querySelector('.rc-cascader-selection-search-input')?.getAttribute('type')).toBe(
      'search',
    );
  });
});
