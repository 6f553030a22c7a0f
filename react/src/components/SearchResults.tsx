import type { ReactElement, ReactNode } from 'react';
import { engineOf } from '../hooks/engine';
import { cx } from '../utils/cx';
import { Checkbox } from './Checkbox';
import { type PartsContext, useMenuParts } from './context';
import { guardRender } from './guardRender';
import { SearchHighlight } from './Highlight';
import { optionAttributes, rowStyle } from './Item';
import { List, SEARCH_VIRTUAL_THRESHOLD } from './List';
import type { VirtualItemProps } from './listParts';

/** The flat result column shown while searching (rc-cascader renders it as one `ul.{p}-menu`). */
export function SearchResults({ visible }: { visible: boolean }) {
  const { api } = useMenuParts();
  return (
    <>
      {api.searchCount > 0 && <ResultList visible={visible} />}
      <RemoteStatus />
    </>
  );
}

/**
 * `showSearch.load`'s state: "Searching…" while the debounce or the request runs (the group is
 * busy), an error with a retry after a failure; nothing once the answer is merged in. The failed
 * row is a row of the keys, after the results (the core's index `searchCount`): the combobox
 * points at it, and Enter retries there.
 */
function RemoteStatus() {
  const { api, prefixCls } = useMenuParts();
  const remote = engineOf(api).state.remoteSearch;
  if (!remote || remote.status === 'done') return null;
  const cls = `${prefixCls}-menu-item`;
  const failed = remote.status === 'failed';
  const active = failed && engineOf(api).state.searchActiveIndex === api.searchCount;
  const group = {
    role: 'group' as const,
    'aria-label': failed ? api.labels.searchFailed : api.labels.searching,
    'aria-busy': !failed || undefined,
  };
  return (
    <ul {...group} className={`${prefixCls}-menu ${prefixCls}-menu-search-status`}>
      <li
        id={failed ? api.ids.result(api.searchCount) : undefined}
        className={`${cls}${failed ? ` ${cls}-failed` : ` ${cls}-disabled ${cls}-loading`}${active ? ` ${cls}-active` : ''}`}
        role="treeitem"
        aria-level={1}
        aria-setsize={1}
        aria-posinset={1}
        // The failed row holds the retry control, so only the "Searching…" row is disabled.
        aria-disabled={!failed || undefined}
        aria-selected={false}
        aria-invalid={failed || undefined}
        tabIndex={-1}
      >
        <div className={`${cls}-content`}>
          {failed ? api.labels.searchFailed : `${api.labels.searching}…`}
        </div>
        {failed && (
          <div {...api.getSearchRetryProps()} className={`${cls}-retry`}>
            ↻
          </div>
        )}
      </li>
    </ul>
  );
}

function ResultList({ visible }: { visible: boolean }) {
  const parts = useMenuParts();
  const { api, prefixCls, props, classNames, styles } = parts;
  return (
    <List
      {...api.getSearchListProps()}
      className={cx(`${prefixCls}-menu`, classNames.popup?.list)}
      style={styles.popup?.list}
      onScroll={props.onPopupScroll}
      count={api.searchCount}
      activeIndex={engineOf(api).state.searchActiveIndex}
      // Until the user moves, the first result is active only as Enter's target: new results are
      // read from the top, and hovering or Down then keeps the chosen row in view.
      inView={engineOf(api).state.searchActiveMoved ? engineOf(api).state.searchActiveIndex : 'start'}
      visible={visible}
      // Results appear on the keystroke that replaces the columns: the rows in view first, the
      // rest (or the virtualiser) when idle. Not in drill-down, whose list is taller than the
      // column the first window is estimated for (as Column).
      progressive={api.layout.mode !== 'drilldown'}
      deferVirtualiser
      virtual={props.virtual}
      threshold={SEARCH_VIRTUAL_THRESHOLD}
      itemHeight={props.listItemHeight}
      listHeight={props.listHeight}
      renderItem={(index, virtual) => renderResult(parts, index, virtual)}
    />
  );
}

/** Plain concatenation: this runs for every rendered result row (see Item). */
function resultClassName(cls: string, active: boolean, disabled: boolean, opens: boolean): string {
  let out = cls;
  if (opens) out += ` ${cls}-expand`;
  if (active) out += ` ${cls}-active`;
  if (disabled) out += ` ${cls}-disabled`;
  return out;
}

/** One result's `li`, keyed by its index: a function the list calls, not a component (see renderItem). */
function renderResult(
  { api, prefixCls, props, classNames, styles }: PartsContext,
  index: number,
  virtual: VirtualItemProps | null,
): ReactElement {
  const result = api.getSearchItem(index);
  const cls = `${prefixCls}-menu-item`;
  const search = typeof props.showSearch === 'object' ? props.showSearch : undefined;
  const fieldNames = engineOf(api).state.tree.fieldNames;
  // The result's own option: the last of its path.
  const option = result.options[result.options.length - 1];
  const onProblem = engineOf(api).state.props.onProblem;
  const expandIcon = props.expandIcon === undefined ? '>' : props.expandIcon;
  const highlighted = (): ReactNode => (
    <SearchHighlight parts={result.parts} keywordClassName={`${cls}-keyword`} onProblem={onProblem} />
  );
  const label: ReactNode = guardRender(
    'showSearch.render',
    search?.render,
    (render) => render(engineOf(api).state.searchValue, result.options, prefixCls, fieldNames),
    highlighted,
    onProblem,
  );
  // rc-cascader hands `optionRender` a result as its last option with the path's label.
  const content: ReactNode = guardRender(
    'optionRender',
    props.optionRender,
    (render) => render({ ...(option as object), [fieldNames.label]: search?.render ? label : result.text }),
    () => label,
    onProblem,
  );
  return (
    <li
      key={index}
      {...optionAttributes(option)}
      {...api.getSearchResultProps(result, virtual ? { ...virtual } : undefined)}
      className={cx(
        resultClassName(cls, result.active, result.disabled, result.opens),
        classNames.popup?.listItem,
      )}
      style={rowStyle(props.dropdownMenuColumnStyle, styles.popup?.listItem, virtual?.style)}
    >
      {api.checkable && <Checkbox item={result} />}
      <div className={`${cls}-content`}>{content}</div>
      {result.opens && expandIcon && (
        // A branch result (a remote one) opens its column when chosen; aria-expanded says so.
        <div className={`${cls}-expand-icon`} aria-hidden="true">
          {expandIcon}
        </div>
      )}
    </li>
  );
}
