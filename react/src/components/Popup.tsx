import type { Problem } from '@cascadia/core';
import { type HTMLAttributes, type ReactNode, type Ref, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMotion } from '../hooks/useMotion';
import { usePopupPosition } from '../hooks/usePopupPosition';
import type { BuildInPlacements, Placement } from '../props';
import { cx } from '../utils/cx';
import { setRef, useIsomorphicLayoutEffect } from '../utils/dom';
import { guardRender } from './guardRender';

export interface PopupProps extends HTMLAttributes<HTMLDivElement> {
  open: boolean;
  /** The element the popup is placed against (the cascader root), read once it is mounted. */
  getReference: () => HTMLElement | null;
  /** e.g. `rc-cascader-dropdown`; also the base of the placement and state classes. */
  prefixCls: string;
  placement?: Placement;
  builtinPlacements?: BuildInPlacements;
  rtl?: boolean;
  /** Nothing to list; a function is asked only once the popup is first shown. */
  empty?: boolean | (() => boolean);
  /** `true`: as wide as the trigger; a number: that many px. */
  matchWidth?: boolean | number;
  getPopupContainer?: (trigger: HTMLElement) => HTMLElement;
  /** Where a throwing `getPopupContainer` is reported (the body is used instead). */
  onProblem?: (problem: Problem) => void;
  /** CSS transition base name (`slide-up` → `slide-up-enter`, `slide-up-enter-active`, …). */
  motionName?: string;
  popupRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

export { loadPlacer, usePreloadPlacer } from '../hooks/usePopupPosition';

/**
 * The floating popup. Mounted on first open (never during server rendering) and then kept
 * mounted, hidden with `-hidden` while closed, so reopening is instant and the column scroll
 * positions survive. Transparent until floating-ui has placed it: no flash at the page corner.
 */
export function Popup(props: PopupProps) {
  const {
    open,
    getReference,
    prefixCls,
    placement,
    builtinPlacements,
    rtl = false,
    empty,
    matchWidth,
    getPopupContainer,
    onProblem,
    motionName,
    popupRef,
    className,
    style,
    children,
    ...rest
  } = props;
  const [container, setContainer] = useState<HTMLElement | null>(null);

  // The container is looked up on the client, on the first open: a closed cascader costs no portal.
  useIsomorphicLayoutEffect(() => {
    const reference = getReference();
    if (!open || container || !reference) return;
    setContainer(popupContainer(reference, getPopupContainer, onProblem));
  }, [open, container, getReference, getPopupContainer, onProblem]);

  if (!container) return null;
  return createPortal(
    <PlacedPopup
      {...rest}
      open={open}
      reference={getReference()}
      prefixCls={prefixCls}
      placement={placement}
      builtinPlacements={builtinPlacements}
      rtl={rtl}
      empty={typeof empty === 'function' ? empty() : empty}
      matchWidth={matchWidth}
      motionName={motionName}
      popupRef={popupRef}
      className={className}
      style={style}
    >
      {children}
    </PlacedPopup>,
    container,
  );
}

/**
 * Where the popup (or the sheet) goes for the trigger `reference`: the app's `getPopupContainer`,
 * else the trigger's document body (also when it throws, or returns nothing).
 */
export function popupContainer(
  reference: HTMLElement,
  getPopupContainer: ((trigger: HTMLElement) => HTMLElement) | undefined,
  onProblem: ((problem: Problem) => void) | undefined,
): HTMLElement {
  const body = () => reference.ownerDocument.body;
  return (
    guardRender('getPopupContainer', getPopupContainer, (get) => get(reference), body, onProblem) ?? body()
  );
}

function PlacedPopup(
  props: Omit<PopupProps, 'getPopupContainer' | 'getReference'> & { reference: HTMLElement | null },
) {
  const {
    open,
    reference,
    prefixCls,
    placement,
    builtinPlacements,
    rtl = false,
    empty,
    matchWidth,
    motionName,
    popupRef,
    className,
    style,
    children,
    ...rest
  } = props;
  const elementRef = useRef<HTMLDivElement | null>(null);
  const [element, setElementState] = useState<HTMLDivElement | null>(null);
  const motion = useMotion(open, motionName, elementRef);
  const position = usePopupPosition({
    reference,
    floating: element,
    open: !motion.hidden,
    placement,
    builtinPlacements,
    rtl,
    matchWidth,
  });

  const setElement = useCallback(
    (node: HTMLDivElement | null) => {
      elementRef.current = node;
      setElementState(node);
      setRef(popupRef, node);
    },
    [popupRef],
  );

  return (
    <div
      {...rest}
      ref={setElement}
      className={cx(
        prefixCls,
        `${prefixCls}-placement-${position.placement}`,
        {
          [`${prefixCls}-hidden`]: motion.hidden,
          [`${prefixCls}-empty`]: empty,
          [`${prefixCls}-rtl`]: rtl,
        },
        motion.className,
        className,
      )}
      style={{ ...position.style, ...style }}
    >
      {children}
    </div>
  );
}
