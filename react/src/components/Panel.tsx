import { type EnginePropKey, listsNothing } from '@cascadia/core';
import { type CSSProperties, useMemo } from 'react';
import { engineOf } from '../hooks/engine';
import { layoutMode } from '../hooks/layout';
import { useCascaderPanel } from '../hooks/useCascaderPanel';
import type { CascaderProps, DefaultOptionType } from '../props';
import { resolveSemantic, type SemanticClassNames, type SemanticStyles } from '../semantic';
import { cx } from '../utils/cx';
import { Breadcrumb } from './Breadcrumb';
import { Column } from './Column';
import { MenuPartsContext, type PartsContext } from './context';
import { LiveRegion } from './LiveRegion';
import { useRcWarnings } from './useRcWarnings';
import { useShownLayout } from './useShownLayout';

/**
 * The engine props a panel has no use for: it has no popup to open or close, no search input and
 * no clear button. It takes every other engine prop (the core's list), so a new one reaches it.
 */
type PopupEngineProp =
  | 'popupTrigger'
  | 'open'
  | 'defaultOpen'
  | 'onOpenChange'
  | 'inline'
  | 'showSearch'
  | 'searchValue'
  | 'onSearch'
  | 'autoClearSearchValue'
  | 'hidePopupOnSelect'
  | 'confirm'
  | 'onClear';

/** rc-cascader's `PanelProps`, with its type arguments (see `CascaderProps`). */
export type PanelProps<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown> = Pick<
  CascaderProps<O, ValueField, Multiple>,
  | Exclude<EnginePropKey, PopupEngineProp>
  | 'labels'
  | 'locale'
  | 'prefixCls'
  | 'optionRender'
  | 'expandIcon'
  | 'loadingIcon'
  | 'notFoundContent'
  | 'dropdownMenuColumnStyle'
  | 'virtual'
  | 'listItemHeight'
  | 'listHeight'
  | 'layout'
  | 'classNames'
  | 'styles'
> & { className?: string; style?: CSSProperties; 'aria-label'?: string; 'aria-labelledby'?: string };

/**
 * rc-cascader's `Cascader.Panel`: the columns inline, always open. `div.{p}-panel` is the tree
 * and takes focus; the keys are the popup's.
 */
export function Panel<O = DefaultOptionType, ValueField = keyof O, Multiple = unknown>(
  props: PanelProps<O, ValueField, Multiple>,
) {
  const prefixCls = props.prefixCls ?? 'rc-cascader';
  const api = useCascaderPanel<O>({ ...props, layout: layoutMode(props.layout, 'auto') });
  const cls = `${prefixCls}-panel`;
  const empty = listsNothing(engineOf(api).state);
  useRcWarnings(engineOf(api).state.problems);
  const label = props['aria-label'];
  // As in Cascader: the columns' context changes only with the state and the props, so that the
  // re-render which makes the mounted tree known does not render every row again, nor does a
  // measurement that changes nothing shown.
  const shownLayout = useShownLayout(api.layout);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `api` is rebuilt every render; the columns' share of it changes only with these
  const parts: PartsContext = useMemo(
    () => ({
      api: api as PartsContext['api'],
      prefixCls,
      props: props as CascaderProps<unknown>,
      classNames: resolveSemantic<SemanticClassNames, PanelProps<O, ValueField, Multiple>>(
        props.classNames,
        props,
      ),
      styles: resolveSemantic<SemanticStyles, PanelProps<O, ValueField, Multiple>>(props.styles, props),
    }),
    [engineOf(api).state, shownLayout, props, prefixCls],
  );
  const layout = shownLayout;
  const drilldown = layout.mode === 'drilldown';
  const columns = useMemo(
    () => (
      <MenuPartsContext.Provider value={parts}>
        <div
          className={cx(`${prefixCls}-menus`, {
            [`${prefixCls}-rtl`]: api.rtl,
            [`${prefixCls}-menus-drilldown`]: drilldown,
          })}
        >
          {layout.visibleColumns.map((column) => (
            <Column key={column.key} column={column} visible />
          ))}
        </div>
      </MenuPartsContext.Provider>
    ),
    [parts, layout.visibleColumns, drilldown, api.rtl, prefixCls],
  );
  const className = cx(
    cls,
    { [`${cls}-rtl`]: api.rtl, [`${cls}-empty`]: empty, [`${cls}-drilldown`]: drilldown },
    props.className,
  );
  const dir = api.rtl ? 'rtl' : undefined;
  return (
    <>
      {/* Outside the panel, which is the tree: a tree holds only its items and groups. */}
      {!empty && layout.crumbs.length > 0 && (
        <MenuPartsContext.Provider value={parts}>
          <Breadcrumb panel />
        </MenuPartsContext.Provider>
      )}
      {empty ? (
        // Nothing to choose: a labelled group holding the empty text. A tree must own treeitems,
        // and there is nothing here to focus or to operate.
        // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring form semantics and the browser's border to the panel's own box
        <div
          role="group"
          aria-label={props['aria-labelledby'] ? undefined : (label ?? api.labels.tree)}
          aria-labelledby={props['aria-labelledby']}
          aria-disabled={api.disabled || undefined}
          className={className}
          style={props.style}
          dir={dir}
        >
          {props.notFoundContent === undefined ? api.labels.notFound : props.notFoundContent}
        </div>
      ) : (
        <div
          {...api.getPanelProps({
            'aria-label': label,
            'aria-labelledby': props['aria-labelledby'],
          })}
          className={className}
          style={props.style}
          dir={dir}
        >
          {columns}
        </div>
      )}
      <LiveRegion {...api.getLiveRegionProps()} />
    </>
  );
}
