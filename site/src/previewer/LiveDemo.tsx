import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { loadDemo } from '../demos/modules';
import { useMessages } from '../i18n/useLocale';

// One lazy component per demo id, created once, so revisiting a demo does not reload it.
const lazyDemos = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyDemo(id: string): LazyExoticComponent<ComponentType> {
  let component = lazyDemos.get(id);
  if (!component) {
    component = lazy(() => loadDemo(id));
    lazyDemos.set(id, component);
  }
  return component;
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
  const Demo = lazyDemo(id);
  return (
    <DemoErrorBoundary
      fallback={(error) => (
        <p className="demo-error" role="alert">
          {messages.demoFailed} {error.message}
        </p>
      )}
    >
      <Suspense fallback={<p className="demo-loading">{messages.demoLoading}</p>}>
        <Demo />
      </Suspense>
    </DemoErrorBoundary>
  );
}
