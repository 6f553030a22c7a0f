import { CascaderLocaleProvider } from '@cascadia/react';
import enUS from '@cascadia/react/locale/en-US';
import zhCN from '@cascadia/react/locale/zh-CN';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { loadDemo } from '../demos/modules';
import type { Locale } from '../i18n/locale';
import { useLocale, useMessages } from '../i18n/useLocale';

/** The component's texts on each of the site's languages: a Chinese page's demos speak Chinese. */
const PACKS = { 'en-US': enUS, 'zh-CN': zhCN } satisfies Record<Locale, unknown>;

// One lazy component per demo id, created once, so revisiting a demo does not reload it.
const lazyDemos = new Map<string, LazyExoticComponent<ComponentType>>();
// Demos already loaded (by a route's loader, or once shown), rendered at once: no stand-in.
const loadedDemos = new Map<string, ComponentType>();

function lazyDemo(id: string): LazyExoticComponent<ComponentType> {
  let component = lazyDemos.get(id);
  if (!component) {
    component = lazy(() => preloadDemo(id).then(() => ({ default: loadedDemos.get(id) as ComponentType })));
    lazyDemos.set(id, component);
  }
  return component;
}

/**
 * Loads a demo's module ahead of its page's render (the demo routes' loader), so that the page
 * appears with the demo in place: "Loading demo…" giving way to the demo pushed the toolbar and
 * footer down (a layout shift of 0.06 to 0.23). A demo that fails to load is left to LiveDemo,
 * which shows the error.
 */
export function preloadDemo(id: string): Promise<void> {
  if (loadedDemos.has(id)) return Promise.resolve();
  return loadDemo(id).then((module) => {
    loadedDemos.set(id, module.default);
  });
}

class DemoErrorBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** A demo, loaded on demand; a demo that throws shows its error instead of taking the page down. */
export function LiveDemo({ id }: { id: string }) {
  const messages = useMessages();
  const locale = useLocale();
  const Demo = loadedDemos.get(id) ?? lazyDemo(id);
  return (
    <DemoErrorBoundary
      fallback={(error) => (
        <p className="demo-error" role="alert">
          {messages.demoFailed} {error.message}
        </p>
      )}
    >
      <Suspense fallback={<p className="demo-loading">{messages.demoLoading}</p>}>
        <CascaderLocaleProvider locale={PACKS[locale]}>
          <Demo />
        </CascaderLocaleProvider>
      </Suspense>
    </DemoErrorBoundary>
  );
}
