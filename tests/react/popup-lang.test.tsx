import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import Cascader, { type CascaderLocale, CascaderLocaleProvider, useCascader } from '../../react/src';
import { loadSheet } from '../../react/src/components/Cascader';
import ar from '../../react/src/locale/packs/ar';
import enUS from '../../react/src/locale/packs/en-US';
import zhCN from '../../react/src/locale/packs/zh-CN';
import { regions, toggle } from './helpers';

/**
 * Issue 27: the popup is portalled out of the element that says the page's language, so a screen
 * reader read the pack's texts ("选项", "暂无数据") with the page's voice. It takes the pack's `lang`,
 * and `dir` for a right-to-left pack.
 */
const popup = () => document.querySelector<HTMLElement>('.rc-cascader-dropdown')!;

// The sheet's chunks, as a page on a phone has them by the first open (fetched at mount): their
// arrival is tested in lazy-chunks.test.tsx.
beforeAll(() => loadSheet());

describe("the portalled popup speaks the language pack's language", () => {
  it('the popup in the body takes the pack’s lang, from the prop or a provider', async () => {
    render(
      <CascaderLocaleProvider locale={zhCN}>
        <Cascader options={regions()} aria-label="地区" />
      </CascaderLocaleProvider>,
    );
    await toggle();
    expect(popup().parentElement).toBe(document.body);
    expect(popup().getAttribute('lang')).toBe('zh-CN');
    expect(popup().hasAttribute('dir')).toBe(false);
  });

  it('a right-to-left pack gives dir="rtl" too, unless the app set direction', async () => {
    const { unmount } = render(<Cascader options={regions()} locale={ar} aria-label="one" />);
    await toggle();
    expect(popup().getAttribute('lang')).toBe('ar');
    expect(popup().getAttribute('dir')).toBe('rtl');
    unmount();
    render(<Cascader options={regions()} locale={ar} direction="ltr" aria-label="two" />);
    await toggle();
    expect(popup().getAttribute('lang')).toBe('ar');
    expect(popup().hasAttribute('dir')).toBe(false);
  });

  it('follows a live switch of the pack', async () => {
    const ui = (locale: CascaderLocale) => <Cascader options={regions()} locale={locale} aria-label="x" />;
    const { rerender } = render(ui(zhCN));
    await toggle();
    expect(popup().getAttribute('lang')).toBe('zh-CN');
    rerender(ui(ar));
    expect(popup().getAttribute('lang')).toBe('ar');
    expect(popup().getAttribute('dir')).toBe('rtl');
    rerender(ui(enUS));
    expect(popup().getAttribute('lang')).toBe('en-US');
    expect(popup().hasAttribute('dir')).toBe(false);
  });

  it('in getPopupContainer’s element too; without a pack it says nothing of the language', async () => {
    const host = document.body.appendChild(document.createElement('section'));
    const { unmount } = render(
      <Cascader options={regions()} locale={zhCN} aria-label="x" getPopupContainer={() => host} />,
    );
    await toggle();
    expect(popup().parentElement).toBe(host);
    expect(popup().getAttribute('lang')).toBe('zh-CN');
    unmount();
    host.remove();
    render(<Cascader options={regions()} aria-label="y" />);
    await toggle();
    expect(popup().hasAttribute('lang')).toBe(false);
    expect(popup().hasAttribute('dir')).toBe(false);
  });

  it('the sheet (a modal dialog in the body) too', async () => {
    render(<Cascader options={regions()} presentation="sheet" locale={ar} aria-label="المنطقة" />);
    await toggle();
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('lang')).toBe('ar');
    expect(dialog.getAttribute('dir')).toBe('rtl');
  });

  it('headless: getPopupProps carries it for a popup the app renders', () => {
    let props: Record<string, unknown> = {};
    function Headless() {
      props = useCascader({ options: regions(), locale: zhCN }).getPopupProps();
      return null;
    }
    render(<Headless />);
    expect(props).toMatchObject({ lang: 'zh-CN' });
    expect(props.dir).toBeUndefined();
  });
});
