import type { Problem } from '@cascadia/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Cascader } from '../../react/src';
import { columnTexts, combobox, dropdown, flush, itemByPath, setup, toggle } from './helpers';

/** Issue 11 in the component: what a throwing callback or a hostile option does to the page. */

const options = [
  { label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hz' }] },
  { label: 'Jiangsu', value: 'js' },
];

describe('a throwing onChange leaves the component in sync (item 5)', () => {
  it('the popup still closes, aria-expanded turns false, and the error goes to onProblem', async () => {
    const problems: Problem[] = [];
    const { user } = setup(
      <Cascader
        options={options}
        onChange={() => {
          throw new Error('onChange broke');
        }}
        onProblem={(p) => problems.push(p)}
      />,
    );
    await toggle();
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.click(itemByPath('zj'));
    await user.click(itemByPath('zj', 'hz'));
    await flush();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByText('Zhejiang / Hangzhou').length).toBeGreaterThan(0);
    expect(problems.map((p) => [p.code, p.prop])).toEqual([['callback-threw', 'onChange']]);
    // Still usable: it opens again and Escape closes it.
    await toggle();
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('problems are reported once', () => {
  it('under StrictMode, the first problems reach onProblem once', async () => {
    const onProblem = vi.fn();
    render(
      <StrictMode>
        <Cascader options={[{ label: 'A', value: 'a' }, { label: 'No value' }]} onProblem={onProblem} />
      </StrictMode>,
    );
    await flush();
    expect(onProblem.mock.calls.map(([p]) => p.code)).toEqual(['missing-value']);
  });
});

describe('a label React cannot render (item 8)', () => {
  it('shows the option as text instead of crashing, and is reported once', async () => {
    const problems: Problem[] = [];
    const bad = [
      { label: { name: 'not a node' }, value: 'obj', title: 'Object label' },
      { label: () => 'fn', value: 'fn' },
      { label: 'Fine', value: 'fine' },
    ];
    const { user } = setup(
      <Cascader options={bad as never} onProblem={(p) => problems.push(p)} defaultValue={['obj']} />,
    );
    expect(screen.getByText('Object label')).toBeTruthy();
    await toggle();
    expect(columnTexts()).toEqual([['Object label', 'fn', 'Fine']]);
    await user.click(itemByPath('fine'));
    await act(async () => {});
    await waitFor(() => expect(problems.map((p) => p.code)).toEqual(['invalid-label', 'invalid-label']));
    expect(problems[0].message).toContain('Object label');
  });
});

describe('hostile options in the component (item 8)', () => {
  it('a throwing getter, a trapped Proxy and a revoked Proxy are skipped and reported; the rest renders', async () => {
    const problems: Problem[] = [];
    const { proxy: revoked, revoke } = Proxy.revocable({ label: 'R', value: 'r' }, {});
    revoke();
    const hostile = [
      { label: 'Fine', value: 'fine' },
      Object.defineProperty({ value: 'g' }, 'label', {
        get() {
          throw new Error('getter');
        },
      }),
      new Proxy(
        {},
        {
          get() {
            throw new Error('trap');
          },
          has() {
            throw new Error('trap');
          },
        },
      ),
      revoked,
    ];
    setup(<Cascader options={hostile as never} onProblem={(p) => problems.push(p)} showSearch />);
    await toggle();
    expect(columnTexts()).toEqual([['Fine']]);
    expect(problems.map((p) => [p.code, p.at])).toEqual([
      ['option-unreadable', 'options[1]'],
      ['option-unreadable', 'options[2]'],
      [expect.stringMatching(/option-unreadable|option-not-object/), 'options[3]'],
    ]);
  });
});

describe('a leaf that stops reading after the build (issue 13 leftovers)', () => {
  it('is no search result, with or without a custom render; its column row shows no NaN', async () => {
    const broken = { now: false };
    /** A leaf whose label and value getters throw once `broken.now` is set. */
    const breaking = (n: number) =>
      Object.defineProperties(
        {},
        {
          value: {
            get: () => {
              if (broken.now && n === 1) throw new Error('value broke');
              return `c${n}`;
            },
            enumerable: true,
          },
          label: {
            get: () => {
              if (broken.now && n === 1) throw new Error('label broke');
              return `City ${n}`;
            },
            enumerable: true,
          },
        },
      );
    const options = [{ label: 'Province', value: 'p', children: [0, 1, 2].map(breaking) }];
    const rendered: unknown[][] = [];
    // The render reads each option it is handed, as any would.
    const render = (_: string, path: { value: string }[]) => {
      rendered.push(path.map((o) => o.value));
      return 'row';
    };
    for (const showSearch of [true, { render }]) {
      broken.now = false;
      const problems: Problem[] = [];
      const { user, unmount } = setup(
        <Cascader options={options as never} showSearch={showSearch} onProblem={(p) => problems.push(p)} />,
      );
      broken.now = true;
      await toggle();
      await user.click(itemByPath('p'));
      expect(columnTexts()).toEqual([['Province'], ['City 0', '', 'City 2']]);
      await user.type(combobox(), 'city');
      const rows = Array.from(document.querySelectorAll('.rc-cascader-menu-item'));
      expect(rows.map((li) => li.textContent)).toEqual(
        showSearch === true ? ['Province / City 0', 'Province / City 2'] : ['row', 'row'],
      );
      expect(dropdown()!.textContent).not.toContain('NaN');
      expect(problems.map((p) => p.code)).toContain('option-unreadable');
      unmount();
    }
    expect(rendered.length).toBeGreaterThan(0);
    const readable = [
      ['p', 'c0'],
      ['p', 'c2'],
    ];
    for (const values of rendered) expect(readable).toContainEqual(values);
  });
});

describe('a render prop that throws (displayRender, optionRender, showSearch.render, tagRender, popupRender, getPopupContainer)', () => {
  const boom = (name: string) => () => {
    throw new Error(`${name} broke`);
  };

  it('falls back to the default rendering and reports the prop, instead of unmounting the app', async () => {
    const problems: Problem[] = [];
    const { user } = setup(
      <div>
        <p>the rest of the app</p>
        <Cascader
          options={options}
          defaultValue={['zj', 'hz']}
          displayRender={boom('displayRender')}
          optionRender={boom('optionRender')}
          popupRender={boom('popupRender')}
          getPopupContainer={boom('getPopupContainer')}
          showSearch={{ render: boom('showSearch.render') }}
          onProblem={(p) => problems.push(p)}
        />
      </div>,
    );
    expect(screen.getByText('the rest of the app')).toBeTruthy();
    expect(screen.getAllByText('Zhejiang / Hangzhou').length).toBeGreaterThan(0);
    await toggle();
    expect(columnTexts()[0]).toEqual(['Zhejiang', 'Jiangsu']);
    await user.keyboard('hang');
    await flush();
    expect(dropdown()?.textContent).toContain('Zhejiang / Hangzhou');
    const thrown = problems.filter((p) => p.code === 'callback-threw').map((p) => p.prop);
    expect(new Set(thrown)).toEqual(
      new Set(['displayRender', 'optionRender', 'popupRender', 'getPopupContainer', 'showSearch.render']),
    );
    // Once per prop and error, not once per render.
    expect(thrown.length).toBe(new Set(thrown).size);
    expect(problems.find((p) => p.prop === 'optionRender')?.message).toMatch(
      /optionRender threw: optionRender broke/,
    );
  });

  it('a throwing tagRender shows the default tags', async () => {
    const problems: Problem[] = [];
    setup(
      <Cascader
        options={options}
        checkable
        defaultValue={[['js']]}
        tagRender={boom('tagRender')}
        onProblem={(p) => problems.push(p)}
      />,
    );
    await flush();
    expect(document.querySelector('.rc-cascader-selection-item')?.textContent).toContain('Jiangsu');
    expect(problems.map((p) => [p.code, p.prop])).toEqual([['callback-threw', 'tagRender']]);
  });
});
