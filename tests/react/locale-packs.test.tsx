import { DEFAULT_MESSAGES } from '@cascadia/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Cascader, {
  type CascaderLocale,
  CascaderLocaleProvider,
  DEFAULT_LABELS,
  defineLocale,
} from '../../react/src';
import ar from '../../react/src/locale/packs/ar';
import enUS from '../../react/src/locale/packs/en-US';
import jaJP from '../../react/src/locale/packs/ja-JP';
import ruRU from '../../react/src/locale/packs/ru-RU';
import zhCN from '../../react/src/locale/packs/zh-CN';
import { combobox, regions, toggle } from './helpers';

const modules = import.meta.glob<{ default: CascaderLocale }>('../../react/src/locale/packs/*.ts', {
  eager: true,
});
const packs = Object.entries(modules).map(([file, module]) => ({
  file: file.replace(/^.*\/|\.ts$/g, ''),
  pack: module.default,
}));

const REQUIRED = [
  'en-US',
  'zh-CN',
  'zh-TW',
  'ja-JP',
  'ko-KR',
  'de-DE',
  'fr-FR',
  'es-ES',
  'pt-BR',
  'ru-RU',
  'ar',
];

// A pack missing a text does not compile: `defineLocale` asks for every key of `CascaderLocale`.
const { clear: _clear, ...withoutClear } = enUS.labels;
// @ts-expect-error `labels.clear` is missing
defineLocale('xx', () => ({ direction: 'ltr', labels: withoutClear, messages: enUS.messages }));

describe('language packs', () => {
  it('ships the required languages, each named as its module', () => {
    expect(packs.map((p) => p.file).sort()).toEqual(expect.arrayContaining(REQUIRED));
    for (const { file, pack } of packs) expect(pack.locale).toBe(file);
  });

  it.each(packs)('$file has every text, of the right kind, with its arguments in', ({ pack }) => {
    for (const group of ['labels', 'messages'] as const) {
      const reference = enUS[group] as unknown as Record<string, unknown>;
      const texts = pack[group] as unknown as Record<string, unknown>;
      expect(Object.keys(texts).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(typeof text, `${group}.${key}`).toBe(typeof reference[key]);
        if (typeof text === 'string') expect(text.trim(), `${group}.${key}`).not.toBe('');
      }
    }
    const { labels, messages } = pack;
    const n = (value: number) => new Intl.NumberFormat(pack.locale).format(value);
    expect(labels.remove('«X»')).toContain('«X»');
    expect(labels.back('«X»')).toContain('«X»');
    expect(labels.moreTags(1234)).toContain(n(1234));
    expect(labels.valueList(['«A»', '«B»'])).toMatch(/«A».+«B»/);
    expect(messages.results(1234, 1234)).toContain(n(1234));
    expect(messages.results(1234, 50)).toContain(n(50));
    expect(messages.moreResults(5000)).toContain(n(5000));
    expect(messages.loading('«X»')).toContain('«X»');
    expect(messages.loaded('«X»', 1234)).toContain(n(1234));
    expect(messages.loadFailed('«X»', new Error('«E»'))).toMatch(/«X».*«E»|«E».*«X»/);
    expect(messages.loadFailed('«X»', 'not an Error')).not.toContain('not an Error');
    expect(messages.removed('«X»', 1234)).toContain('«X»');
    expect(messages.removed('«X»', 1234)).toContain(n(1234));
    expect(messages.searching('«Q»')).toContain('«Q»');
    expect(messages.searchFailed('«Q»', new Error('«E»'))).toContain('«E»');
    // Translated: apart from the English pack, the texts that carry words differ from English.
    if (pack.locale !== 'en-US') {
      expect(labels.clear).not.toBe(enUS.labels.clear);
      expect(messages.noResults).not.toBe(enUS.messages.noResults);
      expect(messages.removed('«X»', 2)).not.toBe(enUS.messages.removed('«X»', 2));
    }
  });

  it('the English a cascader says without a pack is the en-US pack, written once', () => {
    expect(enUS.labels).toBe(DEFAULT_LABELS);
    expect(enUS.messages).toBe(DEFAULT_MESSAGES);
    // So the defaults write numbers as en-US does.
    expect(DEFAULT_LABELS.done(1234)).toBe('Done (1,234)');
    expect(DEFAULT_MESSAGES.results(1234, 50)).toBe('1,234 results, showing 50');
  });

  it('counts by Intl.PluralRules: Russian one, few, many; Arabic two; English one and other', () => {
    expect(ruRU.messages.results(1, 1)).toBe('1 результат');
    expect(ruRU.messages.results(3, 3)).toBe('3 результата');
    expect(ruRU.messages.results(5, 5)).toBe('5 результатов');
    expect(ruRU.messages.results(21, 21)).toBe('21 результат');
    expect(ar.messages.results(2, 2)).toBe('نتيجتان');
    expect(enUS.messages.results(1, 1)).toBe('1 result');
    expect(enUS.messages.results(1234, 1234)).toBe('1,234 results');
    expect(enUS.messages.loaded('Zhejiang', 1)).toBe('Zhejiang: 1 option loaded');
  });
});

describe('the locale prop and CascaderLocaleProvider', () => {
  it('a provider sets every cascader below it: names, the live region, the empty state', async () => {
    render(
      <CascaderLocaleProvider locale={zhCN}>
        <Cascader options={regions()} showSearch allowClear defaultValue={['zj', 'hangzhou']} />
      </CascaderLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: '清除' })).toBeTruthy();
    await toggle();
    expect(screen.getAllByRole('group')[0].getAttribute('aria-label')).toBe('选项');
    await act(async () => fireEvent.change(combobox(), { target: { value: '杭' } }));
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ 个结果$/);
    await act(async () => fireEvent.change(combobox(), { target: { value: 'nothing' } }));
    expect(screen.getByRole('status').textContent).toBe('无结果');
    expect(document.querySelector('.rc-cascader-menu-item')?.textContent).toBe('暂无数据');
  });

  it('the prop wins over the provider, and labels and messages over both, one text each', async () => {
    render(
      <CascaderLocaleProvider locale={zhCN}>
        <Cascader
          options={regions()}
          showSearch
          allowClear
          defaultValue={['zj']}
          locale={jaJP}
          labels={{ clear: 'Wipe' }}
          messages={{ noResults: 'Nada' }}
        />
      </CascaderLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Wipe' })).toBeTruthy();
    await toggle();
    expect(screen.getAllByRole('group')[0].getAttribute('aria-label')).toBe('選択肢');
    await act(async () => fireEvent.change(combobox(), { target: { value: 'nothing' } }));
    expect(screen.getByRole('status').textContent).toBe('Nada');
    await act(async () => fireEvent.change(combobox(), { target: { value: '杭' } }));
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ 件の結果$/);
  });

  it("a checkable cascader's value is told as a list the language writes (、 in Chinese)", () => {
    render(
      <Cascader
        options={regions()}
        checkable
        locale={zhCN}
        aria-label="地区"
        placeholder="选择地区"
        defaultValue={[['fj', 'quanzhou'], ['zj']]}
      />,
    );
    const described = combobox().getAttribute('aria-describedby') ?? '';
    const text = described
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(text).toContain('泉州、浙江');
  });

  it('two announcements at once are joined as the language writes sentences (。 in Chinese)', async () => {
    const load = () => Promise.reject(new Error('离线'));
    render(
      <Cascader options={regions()} showSearch={{ load, debounce: 0 }} locale={zhCN} onProblem={() => {}} />,
    );
    await toggle();
    await act(async () => fireEvent.change(combobox(), { target: { value: '西湖' } }));
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('无结果。搜索“西湖”失败：离线');
  });

  it('Arabic makes right-to-left the default direction; the direction prop still wins', () => {
    render(
      <>
        <Cascader options={regions()} locale={ar} aria-label="one" />
        <Cascader options={regions()} locale={ar} direction="ltr" aria-label="two" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'one' }).closest('.rc-cascader-rtl')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'two' }).closest('.rc-cascader-rtl')).toBeNull();
  });

  it('switching the locale live changes the texts of a mounted cascader', () => {
    const ui = (locale: CascaderLocale) => (
      <Cascader options={regions()} allowClear defaultValue={['zj']} locale={locale} />
    );
    const { rerender } = render(ui(enUS));
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
    rerender(ui(ar));
    expect(screen.getByRole('button', { name: 'مسح' })).toBeTruthy();
    expect(document.querySelector('.rc-cascader-rtl')).not.toBeNull();
  });
});
