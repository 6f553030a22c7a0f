import type { LayoutCrumb } from '../hooks/layout';
import { cx } from '../utils/cx';
import { useMenuParts } from './context';

/**
 * Crumbs shown at most: the first level, the hidden ones behind an ellipsis, and the last two. A
 * value thousands of levels deep must not render thousands of crumbs.
 */
const MAX_CRUMBS = 4;

/** The crumbs to render: all of them, or the first, the deepest hidden one (as `…`) and the last two. */
function visibleCrumbs(crumbs: LayoutCrumb[]): { crumb: LayoutCrumb; collapsed: boolean }[] {
  if (crumbs.length <= MAX_CRUMBS) return crumbs.map((crumb) => ({ crumb, collapsed: false }));
  const n = crumbs.length;
  return [
    { crumb: crumbs[0], collapsed: false },
    { crumb: crumbs[n - 3], collapsed: true },
    { crumb: crumbs[n - 2], collapsed: false },
    { crumb: crumbs[n - 1], collapsed: false },
  ];
}

/**
 * `div.{p}-breadcrumb`: the back button (drill-down) and the levels before the columns shown, each
 * a button back to its level. Above the tree, outside it: a tree holds only its items and groups
 * (a panel is the tree itself, so its breadcrumb comes just before it, `-panel`).
 */
export function Breadcrumb({ panel = false }: { panel?: boolean }) {
  const { api, prefixCls } = useMenuParts();
  const { layout } = api;
  const cls = `${prefixCls}-breadcrumb`;
  return (
    <div
      {...api.getBreadcrumbProps()}
      className={cx(cls, { [`${cls}-drilldown`]: layout.mode === 'drilldown', [`${cls}-panel`]: panel })}
      dir={api.rtl ? 'rtl' : undefined}
    >
      {/* A sheet has its back action at the bottom, where the thumb is. */}
      {layout.mode === 'drilldown' && layout.start > 0 && api.presentation !== 'sheet' && (
        <button {...api.getBackProps()} className={`${prefixCls}-back`}>
          <span className={`${prefixCls}-back-icon`} aria-hidden="true" />
        </button>
      )}
      <ol className={`${cls}-list`}>
        {visibleCrumbs(layout.crumbs).map(({ crumb, collapsed }) => (
          <li key={crumb.level} className={collapsed ? `${cls}-item ${cls}-item-collapsed` : `${cls}-item`}>
            <button
              {...api.getCrumbProps(crumb, collapsed ? { 'aria-label': crumb.text } : undefined)}
              className={crumb.current ? `${cls}-button ${cls}-button-current` : `${cls}-button`}
            >
              {collapsed ? '…' : crumb.text}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
