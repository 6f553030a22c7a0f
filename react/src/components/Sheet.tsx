import { type CSSProperties, type ReactNode, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PartsContext } from './context';
import { SheetExit } from './SheetExit';
import { useSheetModal } from './useSheetModal';

/**
 * The popup presented as a bottom sheet (`presentation` sheet): a modal dialog named by the
 * field's label over a dimmed page, with a drag handle, the sheet's own search field, the levels
 * (one at a time, swiped between) and, at the bottom where a thumb reaches, the back action. It
 * keeps the popup's class names (`{p}-dropdown`, drill-down's), so a stylesheet for the popup
 * still applies. Rendered while open only; closing, a picture of it slides down (SheetExit).
 *
 * The Cascader's on-demand chunk (the Cascader fetches it when it presents as a sheet): it imports
 * nothing of the page's modules, only types, and is given what it needs of them (`container`). A
 * module this chunk shared with the page would become a chunk of its own in an app's build,
 * fetched with the page (chunks.test.ts).
 */
export function Sheet({
  parts,
  container: containerFor,
  forwardLevelText,
  aria,
  style,
  children,
}: {
  parts: PartsContext;
  /** Where to portal the sheet, for the trigger's root: the app's container (checked) or the body. */
  container: (reference: HTMLElement) => HTMLElement;
  /** The name of the level forward goes to (sheetGetters' `forwardLevelText`, from the hooks' sheet code). */
  forwardLevelText: () => string | null;
  /** The Cascader's `aria-*` props: the dialog is named by its `aria-label`, else the placeholder. */
  aria: Record<string, unknown>;
  /** The popup's style (`popupStyle` with `styles.popup.root`). */
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { api, prefixCls, props, classNames } = parts;
  const label = text(aria['aria-label']) ?? text(props.placeholder);
  const labelledBy = text(aria['aria-labelledby']);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  const { send } = api;
  const close = useCallback(() => send({ type: 'POPUP.CLOSE' }), [send]);
  const trigger = useCallback(() => api.refs.input.current, [api.refs]);
  useSheetModal({ open: api.open, root, sheet, trigger, close, historyKey: api.ids.sheet });
  const setPopupElement = api.getPopupProps().ref;
  const setSheetElement = useCallback(
    (element: HTMLDivElement | null) => {
      setPopupElement(element);
      setSheet(element);
    },
    [setPopupElement],
  );

  const reference = api.refs.root.current;
  if (!api.open || !reference) return null;
  // A container of the app's (a phone frame in a page): the sheet fills it instead of the window.
  const container = containerFor(reference);
  const contained = container !== reference.ownerDocument.body;
  const dropdownCls = `${prefixCls}-dropdown`;
  const cls = `${prefixCls}-sheet`;
  const { ref: _ref, ...sheetProps } = api.getSheetProps(undefined, { label, labelledBy });
  const back = api.layout.start > 0;
  // Beside back, where a thumb reaches: the swipe forward as a button, for the keyboard and a
  // screen reader; shown at every level (disabled where there is nowhere to go), so it is found.
  const forwardProps = api.getSheetForwardProps();
  const forwardLevel = forwardProps['aria-disabled'] ? null : forwardLevelText();
  return createPortal(
    <div
      ref={setRoot}
      className={classes(`${cls}-root`, api.rtl && `${cls}-rtl`, contained && `${cls}-contained`)}
      dir={api.rtl ? 'rtl' : undefined}
    >
      <SheetExit layer={root} sheetSelector={`.${cls}`} closingClass={`${cls}-closing`} />
      <div {...api.getBackdropProps()} className={`${cls}-backdrop`} />
      <div
        {...sheetProps}
        ref={setSheetElement}
        className={classes(
          dropdownCls,
          `${dropdownCls}-drilldown`,
          cls,
          api.sheet.dragging && `${cls}-dragging`,
          api.rtl && `${dropdownCls}-rtl`,
          props.popupClassName,
          classNames.popup?.root,
        )}
        style={{ ...style, ...sheetProps.style }}
      >
        <div {...api.getSheetHandleProps()} className={`${cls}-header`}>
          <span className={`${cls}-handle`} aria-hidden="true" />
          {label && (
            <span className={`${cls}-title`} aria-hidden="true">
              {label}
            </span>
          )}
        </div>
        {props.showSearch ? <input {...api.getSheetSearchProps()} className={`${cls}-search`} /> : null}
        <div {...api.getSwipeProps()} className={`${cls}-body`}>
          {children}
        </div>
        {api.searching ? null : (
          <div className={`${cls}-footer`}>
            {back && (
              <button {...api.getSheetBackProps()} className={`${cls}-back`}>
                <span className={`${prefixCls}-back-icon`} aria-hidden="true" />
                <span className={`${cls}-back-text`} aria-hidden="true">
                  {api.layout.crumbs[api.layout.start - 1]?.text}
                </span>
              </button>
            )}
            <button {...forwardProps} className={`${cls}-forward`}>
              {forwardLevel === null ? null : (
                <span className={`${cls}-forward-text`} aria-hidden="true">
                  {forwardLevel}
                </span>
              )}
              <span className={`${cls}-forward-icon`} aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </div>,
    container,
  );
}

/** A prop that is a string (a node cannot name the dialog). */
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The class names given, joined (cx's job, without importing the page's module). */
const classes = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');
