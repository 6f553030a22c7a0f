import { render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import Cascader, { useCascader } from '../../react/src';
import { stabilizeEngineProps } from '../../react/src/hooks/stableProps';
import { flush, itemByPath, regions, toggle } from './helpers';

describe('stable engine props', () => {
  const latest = { current: {} as Record<string, unknown> };

  it('inline callbacks, option-free objects and value paths are unchanged by content', () => {
    const a = { onChange: () => {}, showSearch: { limit: 3, filter: () => true }, value: ['a', 'b'] };
    const first = stabilizeEngineProps(null, a, latest);
    const b = { onChange: () => {}, showSearch: { limit: 3, filter: () => false }, value: ['a', 'b'] };
    const second = stabilizeEngineProps(first.props, b, latest);
    expect(second.changed).toBeNull();
    expect(second.props.onChange).toBe(first.props.onChange);
    const c = { ...b, showSearch: { limit: 4, filter: b.showSearch.filter } };
    expect(Object.keys(stabilizeEngineProps(second.props, c, latest).changed!)).toEqual(['showSearch']);
  });

  it('a proxy calls the latest function', () => {
    const calls: string[] = [];
    const ref = { current: { onChange: () => calls.push('first') } as Record<string, unknown> };
    const { props } = stabilizeEngineProps(null, ref.current, ref);
    ref.current = { onChange: () => calls.push('second') };
    props.onChange?.(undefined, undefined);
    expect(calls).toEqual(['second']);
  });

  it('options are compared by identity; checkable becomes a flag', () => {
    const options = regions();
    const first = stabilizeEngineProps(null, { options, checkable: <b /> }, latest);
    expect(first.props.checkable).toBe(true);
    expect(stabilizeEngineProps(first.props, { options, checkable: <i /> }, latest).changed).toBeNull();
    expect(
      Object.keys(
        stabilizeEngineProps(first.props, { options: regions(), checkable: true }, latest).changed!,
      ),
    ).toEqual(['options']);
  });
});

describe('React integration', () => {
  it('works under StrictMode (the store survives the double mount)', async () => {
    const onChange = vi.fn();
    render(
      <StrictMode>
        <Cascader options={regions()} onChange={onChange} loadData={() => undefined} />
      </StrictMode>,
    );
    await toggle();
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.click(itemByPath('fj'));
    await user.click(itemByPath('fj', 'quanzhou'));
    expect(onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
  });

  it('the latest onChange is called after a re-render (no stale closure)', async () => {
    const calls: number[] = [];
    render(<Counter calls={calls} />);
    screen.getByText('inc 0').click();
    await flush();
    await toggle();
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup().click(itemByPath('bj'));
    await userEvent.setup().click(itemByPath('bj', 'chaoyang'));
    expect(calls).toEqual([1]);
  });

  it('a component owning the hook with inline props renders a bounded number of times', () => {
    renders = 0;
    render(<Owner />);
    expect(renders).toBeLessThan(5);
  });
});

const OPTIONS = regions();

function Counter({ calls }: { calls: number[] }) {
  const [n, setN] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setN(n + 1)}>
        inc {n}
      </button>
      <Cascader options={regions()} onChange={() => calls.push(n)} />
    </>
  );
}

let renders = 0;
function Owner() {
  renders++;
  const api = useCascader({
    options: OPTIONS,
    value: ['fj'],
    onChange: () => {},
    messages: { noResults: 'none' },
  });
  return <span>{api.display.text}</span>;
}
