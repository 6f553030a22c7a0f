import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type CascaderOption, type UseCascaderProps, useCascader } from '../../react/src';
import { regions } from './helpers';

/**
 * A custom cascader built only from the hook: its own markup, no Cascadia component, no Cascadia
 * stylesheet, no class names. Everything accessible comes from the prop getters.
 */
function HeadlessCascader(props: UseCascaderProps<CascaderOption>) {
  const api = useCascader(props);
  return (
    <div {...api.getRootProps()}>
      <input {...api.getInputProps()} aria-label="Region" />
      <span data-testid="value">{api.display.text}</span>
      {api.display.labels.length > 0 && (
        <button type="button" {...api.getClearProps()}>
          x
        </button>
      )}
      <div {...api.getLiveRegionProps()} />
      {api.open && (
        <div {...api.getPopupProps()}>
          <div {...api.getTreeProps()}>
            {api.searching ? (
              <ol {...api.getSearchListProps()}>
                {Array.from({ length: api.searchCount }, (_, i) => {
                  const result = api.getSearchItem(i);
                  return (
                    <li key={result.pathKey} {...api.getSearchResultProps(result)}>
                      {result.text}
                    </li>
                  );
                })}
              </ol>
            ) : (
              api.columns.map((column) => (
                <ol key={column.key} {...api.getColumnProps(column)}>
                  {column.items.map((id) => {
                    const item = api.getItem(id);
                    return (
                      <li key={item.key} {...api.getItemProps(item)} data-active={item.active || undefined}>
                        {api.checkable && (
                          <span {...api.getCheckboxProps(item)}>{item.checked ? '☑' : '☐'}</span>
                        )}
                        {item.text}
                        {item.expandable && ' ›'}
                      </li>
                    );
                  })}
                </ol>
              ))
            )}
          </div>
        </div>
      )}
    </div>
  );
}

describe('headless hooks', () => {
  it('build a working, accessible cascader with mouse and keyboard', async () => {
    const onChange = vi.fn();
    render(<HeadlessCascader options={regions()} onChange={onChange} />);
    expect(document.querySelector('[class]')).toBeNull(); // not a single class name anywhere
    const input = screen.getByRole('combobox', { name: 'Region' });
    const user = userEvent.setup();
    await user.click(input);
    const tree = screen.getByRole('tree');
    expect(input.getAttribute('aria-controls')).toBe(tree.id);
    await user.click(screen.getByRole('treeitem', { name: '福建 ›' }));
    expect(screen.getAllByRole('group')).toHaveLength(2);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    const quanzhou = screen.getByRole('treeitem', { name: '泉州' });
    expect(input.getAttribute('aria-activedescendant')).toBe(quanzhou.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(['fj', 'quanzhou'], expect.any(Array));
    expect(screen.getByTestId('value').textContent).toBe('福建 / 泉州');
    expect(screen.queryByRole('tree')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined, undefined);
  });

  it('search results and checkable items work the same way', async () => {
    const onChange = vi.fn();
    render(<HeadlessCascader options={regions()} showSearch checkable onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('泉');
    const result = screen.getByRole('treeitem', { name: '福建 / 泉州' });
    expect(result.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('1 result');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith([['fj', 'quanzhou']], expect.any(Array));
    // The check cleared the search: its count is stale, and the region is emptied.
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('inline props (callbacks, showSearch object, value arrays) do not loop', async () => {
    render(<Owner />);
    expect(screen.getByTestId('v').textContent).toBe('福建 / 泉州');
  });
});

const REGIONS = regions();

function Owner() {
  const api = useCascader({
    options: REGIONS,
    value: ['fj', 'quanzhou'],
    onChange: () => {},
    showSearch: { limit: 5 },
    fieldNames: { label: 'label' },
  });
  return <span data-testid="v">{api.display.text}</span>;
}

/** The README's and the headless guide's first picker: a button trigger inside the hook's root. */
function ButtonInRoot() {
  const api = useCascader({ options: regions() });
  return (
    <div {...api.getRootProps()}>
      <button type="button" {...api.getTriggerProps()}>
        {api.display.text || 'Pick'}
      </button>
      {api.open && (
        <div {...api.getPopupProps()}>
          <div {...api.getTreeProps({}, { label: 'Places' })} />
        </div>
      )}
    </div>
  );
}

describe('a custom trigger inside getRootProps', () => {
  it('opens on a click and closes on the next (the root’s mousedown leaves the press to the trigger)', async () => {
    render(<ButtonInRoot />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('combobox');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('tree', { name: 'Places' })).toBeTruthy();
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
