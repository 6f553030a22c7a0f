import type { CascaderOption as CoreOption } from '@cascadia/core';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import Cascader, {
  type CascaderOption,
  type CascaderProps,
  type DefaultOptionType,
  type DomRefs,
  type FieldNames,
  type PanelProps,
  type SemanticClassNames,
  type SemanticStyles,
  type SuffixInfo,
  useCascader,
} from '../../react/src';
import { regions } from './helpers';

/**
 * rc-cascader call sites, as people write them, must type-check unchanged (`npm run typecheck`
 * compiles this file); rendering them is a smoke test.
 */
interface Option {
  value: string;
  label: string;
  isLeaf?: boolean;
  loading?: boolean;
  children?: Option[];
}

describe('rc-cascader call sites compile', () => {
  it('typed callbacks, search config, lazy loader, render props', () => {
    const options: Option[] = regions() as Option[];
    const onChange = (value: string[], selectedOptions: Option[]) => [value, selectedOptions];
    const onMultiple = (value: string[][]) => value;
    const loadData = (selectedOptions: Option[]) => {
      const target = selectedOptions[selectedOptions.length - 1];
      target.loading = true;
    };
    const filter = (inputValue: string, path: DefaultOptionType[]) =>
      path.some((option) => String(option.label).toLowerCase().includes(inputValue.toLowerCase()));
    const props: CascaderProps<Option> = { options, placeholder: 'pick', expandTrigger: 'hover' };
    render(
      <>
        <Cascader {...props} onChange={onChange} loadData={loadData} changeOnSelect />
        <Cascader
          options={options}
          checkable
          onChange={onMultiple}
          showCheckedStrategy={Cascader.SHOW_CHILD}
        />
        <Cascader options={options} showSearch={{ filter, limit: 20, matchInputWidth: false }} />
        <Cascader
          options={options}
          displayRender={(labels: string[]) => labels.join(' > ')}
          dropdownRender={(menus) => <div>{menus}</div>}
          getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
          popupPlacement="bottomRight"
          dropdownClassName="x"
          builtinPlacements={{
            bottomLeft: { points: ['tl', 'bl'], offset: [0, 4], overflow: { adjustX: 1, adjustY: 1 } },
          }}
        >
          <a href="#x">trigger</a>
        </Cascader>
        <Cascader.Panel options={options} />
      </>,
    );
    expect(document.querySelectorAll('.rc-cascader')).toHaveLength(3);
  });
});

describe("the core's option type fits the React package", () => {
  it('options typed for @cascadia/core go to every prop and hook without a type argument', () => {
    const options: CoreOption[] = [
      { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hz' }] },
    ];
    const same: CascaderOption[] = options; // the React package re-exports the same type
    const props: CascaderProps = { options: same, placeholder: 'pick' };
    const onChange: CascaderProps['onChange'] = (value) => value;
    render(
      <>
        <Cascader {...props} onChange={onChange} />
        <Cascader.Panel options={options} />
      </>,
    );
    const { result } = renderHook(() => useCascader({ options, defaultValue: ['zj', 'hz'] }));
    expect(result.current.display.text).toBe('Zhejiang / Hangzhou');
  });

  it("the default option type still reads a label as React's (rc-cascader's)", () => {
    const render = (option: DefaultOptionType): ReactNode => option.label;
    expect(render({ label: 'a', value: 'a' })).toBe('a');
  });
});

describe("rc-cascader's type arguments", () => {
  interface City {
    code: string;
    name: string;
    items?: City[];
  }
  const cities: City[] = [{ code: 'zj', name: 'Zhejiang', items: [{ code: 'hz', name: 'Hangzhou' }] }];

  it('CascaderProps<Option, ValueField, Multiple> types value and onChange by Multiple and the value field', () => {
    const single: CascaderProps<City, 'code', false> = { options: cities, value: ['zj', 'hz'] };
    const multiple: CascaderProps<City, 'code', true> = { options: cities, checkable: true, value: [['zj']] };
    expectTypeOf<Parameters<NonNullable<CascaderProps<City, 'code', false>['onChange']>>>().toEqualTypeOf<
      [string[] | undefined, City[] | undefined]
    >();
    expectTypeOf<Parameters<NonNullable<CascaderProps<City, 'code', true>['onChange']>>>().toEqualTypeOf<
      [string[][], City[][]]
    >();
    expectTypeOf<PanelProps<City, 'code', true>['value']>().toEqualTypeOf<string[][] | null | undefined>();
    // @ts-expect-error a list of paths is not a single value
    const wrong: CascaderProps<City, 'code', false> = { value: [['zj']] };
    render(
      <>
        <Cascader {...single} fieldNames={{ label: 'name', value: 'code', children: 'items' }} />
        <Cascader {...multiple} fieldNames={{ label: 'name', value: 'code', children: 'items' }} />
        <Cascader {...wrong} />
      </>,
    );
    expect(document.querySelectorAll('.rc-cascader')).toHaveLength(3);
  });

  it("rc-cascader's examples: untyped callback parameters, a loader typed for a wider option, type arguments on the component", () => {
    interface Wide {
      value?: string;
      label?: ReactNode;
      isLeaf?: boolean;
      loading?: boolean;
      children?: Wide[];
    }
    // Inferred narrower than `Wide` (label: string), as `useState([{ … }])` does.
    const narrow = [{ value: 'zj', label: 'Zhejiang', isLeaf: false }];
    // rc-cascader's demos type the loader's parameter, not the loader.
    const loadData = (selected: Wide[]) => {
      selected[selected.length - 1].loading = true;
    };
    // Cascadia's type for it: the children it may return are `Wide`s, so the component takes `Wide`.
    const typed: CascaderProps<Wide>['loadData'] = loadData;
    const onChange: CascaderProps<Wide>['onChange'] = (value, selectedOptions) =>
      [value, selectedOptions?.map((o) => o.label)].join();
    const onMultiple: CascaderProps<Wide, 'value', true>['onChange'] = (value: string[][]) => value;
    render(
      <>
        <Cascader options={narrow} loadData={loadData} onChange={onChange} />
        <Cascader<Wide> options={narrow} loadData={typed} />
        <Cascader<Wide, 'value', true> options={narrow} checkable onChange={onMultiple} />
        <Cascader.Panel<Wide, 'value', true> options={narrow} checkable onChange={onMultiple} />
      </>,
    );
    expect(document.querySelectorAll('.rc-cascader')).toHaveLength(3);
    expect(document.querySelectorAll('.rc-cascader-panel')).toHaveLength(1);
  });

  it('FieldNames<Option> accepts only keys of the option; plain FieldNames any string', () => {
    const names: FieldNames<City> = { label: 'name', value: 'code', children: 'items' };
    // @ts-expect-error not a key of City
    const typo: FieldNames<City> = { label: 'title' };
    const loose: FieldNames = { label: 'title' };
    const asProp: CascaderProps<City>['fieldNames'] = names;
    expect([names, typo, loose, asProp]).toHaveLength(4);
  });
});

describe('the types public props and hooks refer to are exported by name', () => {
  it('classNames / styles parts, the suffixIcon function argument, the hooks refs', () => {
    const classNames: SemanticClassNames = { root: 'r', popup: { list: 'l' } };
    const styles: SemanticStyles = { root: { color: 'red' } };
    const suffixIcon = ({ open }: SuffixInfo) => (open ? '^' : 'v');
    const { result } = renderHook(() => useCascader({ options: [] }));
    const refs: DomRefs = result.current.refs;
    render(<Cascader options={[]} classNames={classNames} styles={styles} suffixIcon={suffixIcon} />);
    expect(refs).toBeTruthy();
  });
});
