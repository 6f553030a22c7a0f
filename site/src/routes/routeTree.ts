import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  lazyRouteComponent,
  notFound,
  redirect,
} from '@tanstack/react-router';
import { DEMO_ALIASES, DEMOS, findDemo } from '../demos/registry';
import { GUIDES } from '../guides/registry';
import { LOCALES } from '../i18n/locale';
import { DocLayout } from '../layout/DocLayout';
import { StandaloneDemo } from '../pages/demo/StandaloneDemo';
import { NotFoundPage } from '../pages/NotFoundPage';
import { preloadDemo } from '../previewer/LiveDemo';
import { Root } from './Root';

/**
 * SPEC.md §2's routes, once per locale: English at the root, every other locale under its prefix.
 * Code-based routes keep the whole table in this one file.
 */
const rootRoute = createRootRoute({ component: Root, notFoundComponent: NotFoundPage });

const ReadmePage = lazyRouteComponent(() => import('../pages/readme/ReadmePage'), 'ReadmePage');
const HooksPage = lazyRouteComponent(() => import('../pages/api/HooksPage'), 'HooksPage');
const CorePage = lazyRouteComponent(() => import('../pages/api/CorePage'), 'CorePage');
const DemoPage = lazyRouteComponent(() => import('../pages/demo/DemoPage'), 'DemoPage');
/** Each guide's page, loaded when its route is visited. */
const GUIDE_PAGES = GUIDES.map((guide) => ({
  path: guide.path.slice(1),
  component: lazyRouteComponent(guide.load),
}));

/**
 * A demo page renders with its demo loaded, so that nothing stands in for it and then gives way
 * (a layout shift). A failure is left to the page, which shows it in the demo's place.
 */
const loadDemoFirst = (id: string) => preloadDemo(id).catch(() => undefined);

/** The pages inside the documentation chrome. `base` is the locale's prefix ('' or '/zh-CN'). */
function docRoutes(parent: AnyRoute, base: string): AnyRoute {
  const layout = createRoute({ getParentRoute: () => parent, id: 'docs', component: DocLayout });
  const home = createRoute({ getParentRoute: () => layout, path: '/', component: ReadmePage });
  const hooks = createRoute({ getParentRoute: () => layout, path: 'hooks', component: HooksPage });
  const core = createRoute({ getParentRoute: () => layout, path: 'core', component: CorePage });
  const guides = GUIDE_PAGES.map(({ path, component }) =>
    createRoute({ getParentRoute: () => layout, path, component }),
  );
  const demoIndex = createRoute({
    getParentRoute: () => layout,
    path: 'demo',
    beforeLoad: () => {
      throw redirect({ to: `${base}/demo/$id`, params: { id: DEMOS[0].id }, replace: true });
    },
  });
  const demo = createRoute({
    getParentRoute: () => layout,
    path: 'demo/$id',
    beforeLoad: ({ params, location }) => {
      const alias = DEMO_ALIASES[params.id];
      if (alias) {
        throw redirect({ to: `${base}/demo/$id`, params: { id: alias }, hash: location.hash, replace: true });
      }
      if (!findDemo(params.id)) throw notFound();
    },
    loader: ({ params }) => loadDemoFirst(params.id),
    component: DemoPage,
  });
  return layout.addChildren([home, hooks, core, ...guides, demoIndex, demo]);
}

/** Demos without the chrome, and the older `_demos` address that leads there. */
function standaloneRoutes(parent: AnyRoute, base: string): AnyRoute[] {
  const standalone = createRoute({
    getParentRoute: () => parent,
    path: '~demos/$id',
    loader: ({ params }) => loadDemoFirst(params.id),
    component: StandaloneDemo,
  });
  const legacy = createRoute({
    getParentRoute: () => parent,
    path: '_demos/$id',
    beforeLoad: ({ params }) => {
      throw redirect({ to: `${base}/~demos/$id`, params: { id: params.id }, replace: true });
    },
  });
  return [standalone, legacy];
}

function localeRoutes(): AnyRoute[] {
  return LOCALES.flatMap((locale) => {
    if (!locale.base) return [docRoutes(rootRoute, ''), ...standaloneRoutes(rootRoute, '')];
    const prefix = createRoute({ getParentRoute: () => rootRoute, path: locale.base.slice(1) });
    return [prefix.addChildren([docRoutes(prefix, locale.base), ...standaloneRoutes(prefix, locale.base)])];
  });
}

export const routeTree = rootRoute.addChildren(localeRoutes());
