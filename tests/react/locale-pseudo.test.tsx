import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Cascader, {
  type CascaderLocale,
  CascaderLocaleProvider,
  type DefaultOptionType,
} from '../../react/src';
import { loadSheet } from '../../react/src/components/Cascader';
import enUS from '../../react/src/locale/packs/en-US';
import { combobox, flush, itemByPath, toggle } from './helpers';

/**
 * Every text the component writes must come from its language pack. The pseudo-locale wraps each
 * pack text as ⟦key:text⟧; everything the app gives (option labels and values, placeholder,
 * aria-label, a loader's error) is written ⟪…⟫. Once both are taken out of what reaches the DOM's
 * text and its accessible attributes, no letter or digit may be left: one would be a text that a
 * translator cannot reach. Punctuation and icon glyphs (×, ↻, …, " / ") are allowed.
 */
function pseudo(base: CascaderLocale): CascaderLocale {
  const wrap = <T extends object>(group: string, texts: T): T =>
    Object.fromEntries(
      Object.entries(texts).map(([key, text]) => [
        key,
        typeof text === 'function'
          ? (...args: unknown[]) => `⟦${group}.${key}:${text(...args)}⟧`
          : `⟦${group}.${key}:${text}⟧`,
      ]),
    ) as T;
  return { ...base, labels: wrap('l', base.labels), messages: wrap('m', base.messages) };
}
const PSEUDO = pseudo(enUS);

/** Every pack key some scenario showed; each must show somewhere (see the last test). */
const seen = new Set<string>();
const ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
];

function audit(step: string) {
  const texts = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  for (const text of texts) {
    for (const match of text.matchAll(/⟦([lm]\.\w+):/g)) seen.add(match[1]);
    let rest = text;
    let before: string;
    do {
      before = rest;
      rest = rest.replace(/⟪[^⟪⟫]*⟫/g, '').replace(/⟦[^⟦⟧]*⟧/g, '');
    } while (rest !== before);
    expect(rest, `${step}: a text not from the pack in ${JSON.stringify(text)}`).not.toMatch(/[\p{L}\p{N}]/u);
  }
}

const v = (value: string) => `⟪${value}⟫`;
const option = (
  value: string,
  children?: DefaultOptionType[],
  extra?: DefaultOptionType,
): DefaultOptionType => ({
  label: v(`label ${value}`),
  value: v(value),
  ...(children ? { children } : {}),
  ...extra,
});
const regions = (): DefaultOptionType[] => [
  option('zj', [option('hangzhou', [option('xihu'), option('yuhang')]), option('ningbo')]),
  option('fj', [option('fuzhou')]),
];
const lazyRoots = (): DefaultOptionType[] => [
  option('zj', undefined, { isLeaf: false }),
  option('fj', undefined, { isLeaf: false }),
];
const app = { placeholder: v('placeholder'), 'aria-label': v('name') };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const type = (text: string) => act(async () => fireEvent.change(combobox(), { target: { value: text } }));
const show = (ui: ReactElement) =>
  render(<CascaderLocaleProvider locale={PSEUDO}>{ui}</CascaderLocaleProvider>);

// The sheet's chunks, as a page on a phone has them by the first open (fetched at mount): their
// arrival is tested in lazy-chunks.test.tsx.
beforeAll(() => loadSheet());

describe('every text of the component comes from its language pack (pseudo-locale)', () => {
  it('single: the selector, the columns, the keys, clear', async () => {
    render(
      <Cascader
        {...app}
        locale={PSEUDO}
        options={regions()}
        allowClear
        defaultValue={[v('zj'), v('ningbo')]}
      />,
    );
    audit('closed with a value');
    await toggle();
    audit('open');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'ArrowRight' });
    audit('keyboard');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /l\.clear/ })));
    audit('cleared');
  });

  it('search: results, more than the limit, no results', async () => {
    show(<Cascader {...app} options={regions()} showSearch={{ limit: 1 }} />);
    await toggle();
    await type('label');
    audit('more results than the limit');
    await type('hangzhou');
    audit('results');
    await type('nothing-matches');
    audit('no results');
  });

  it('checkable: tags, the hidden tags count, removing one', async () => {
    show(
      <Cascader
        {...app}
        options={regions()}
        checkable
        maxTagCount={1}
        defaultValue={[[v('zj'), v('ningbo')], [v('fj')]]}
      />,
    );
    audit('tags');
    await toggle();
    audit('open');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /l\.remove/ })[0]));
    audit('removed');
  });

  it('lazy loading: loading, loaded, failure and retry', async () => {
    const zj = deferred<DefaultOptionType[]>();
    const fj = deferred<DefaultOptionType[]>();
    const again = deferred<DefaultOptionType[]>();
    const loadData = vi
      .fn()
      .mockReturnValueOnce(zj.promise)
      .mockReturnValueOnce(fj.promise)
      .mockReturnValueOnce(again.promise);
    show(<Cascader {...app} options={lazyRoots()} loadData={loadData} onProblem={() => {}} />);
    await toggle();
    await act(async () => fireEvent.click(itemByPath(v('zj'))));
    audit('loading');
    await act(async () => zj.resolve([option('hangzhou')]));
    audit('loaded');
    await act(async () => fireEvent.click(itemByPath(v('fj'))));
    await act(async () => fj.reject(new Error(v('offline'))));
    audit('failed');
    // The row's ↻ is hidden from assistive technology (Enter on the row retries): the mouse's way.
    await act(async () =>
      fireEvent.click(itemByPath(v('fj')).querySelector('.rc-cascader-menu-item-retry')!),
    );
    audit('retrying');
    await act(async () => again.resolve([]));
    audit('an empty answer');
  });

  it('drill-down: breadcrumb, its first level, back', async () => {
    show(
      <Cascader
        {...app}
        options={regions()}
        layout="drilldown"
        defaultValue={[v('zj'), v('hangzhou'), v('xihu')]}
      />,
    );
    await toggle();
    audit('drill-down, deep');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /l\.back/ })));
    audit('drill-down, back');
  });

  it('remote search: searching, failed, retry', async () => {
    const first = deferred<DefaultOptionType[][]>();
    const second = deferred<DefaultOptionType[][]>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    show(<Cascader {...app} options={lazyRoots()} showSearch={{ load, debounce: 0 }} onProblem={() => {}} />);
    await toggle();
    await type('xihu');
    audit('searching');
    await act(async () => first.reject(new Error(v('offline'))));
    await flush();
    audit('search failed');
    // The failed row's ↻ is the pointer's, hidden from assistive technology (Enter retries).
    await act(async () => fireEvent.click(document.querySelector('.rc-cascader-menu-item-retry')!));
    await act(async () => second.resolve([[option('zj'), option('xihu')]]));
    audit('remote results');
  });

  it('loadPath: loading labels, failure with a retry, single and checkable', async () => {
    const single = deferred<DefaultOptionType[]>();
    const tags = deferred<DefaultOptionType[]>();
    show(
      <>
        <Cascader
          {...app}
          options={lazyRoots()}
          loadPath={() => single.promise}
          defaultValue={[v('zj'), v('hangzhou')]}
          onProblem={() => {}}
        />
        <Cascader
          {...app}
          options={lazyRoots()}
          checkable
          loadPath={() => tags.promise}
          defaultValue={[[v('fj'), v('fuzhou')]]}
          onProblem={() => {}}
        />
      </>,
    );
    await act(async () => {});
    audit('loading the labels');
    await act(async () => single.reject(new Error(v('offline'))));
    await act(async () => tags.reject(new Error(v('offline'))));
    audit('labels failed');
  });

  it('confirm: Done with the count of the draft, Cancel', async () => {
    show(<Cascader {...app} options={regions()} checkable confirm defaultValue={[[v('fj')]]} />);
    await toggle();
    audit('confirm, open');
  });

  it('sheet: its search field, its back action at the bottom', async () => {
    show(
      <Cascader
        {...app}
        options={regions()}
        presentation="sheet"
        showSearch
        defaultValue={[v('zj'), v('hangzhou'), v('xihu')]}
      />,
    );
    await toggle();
    audit('sheet, deep');
  });

  it('panel: its tree, an empty panel', () => {
    show(
      <>
        <Cascader.Panel options={regions()} />
        <Cascader.Panel options={[]} />
      </>,
    );
    audit('panels');
  });

  afterAll(() => {
    // Every text of the pack reached the page in some scenario above: none is dead, and none was
    // missed by the scenarios (a text added to the pack needs a scenario that shows it).
    const keys = [
      ...Object.keys(PSEUDO.labels).map((key) => `l.${key}`),
      ...Object.keys(PSEUDO.messages).map((key) => `m.${key}`),
    ];
    expect(keys.filter((key) => !seen.has(key))).toEqual([]);
  });
});
