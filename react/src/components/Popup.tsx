import type { Problem } from '@cascadia/core';
import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useMotion } from '../hooks/useMotion';
import type { BuildInPlacements, Placement } from '../props';
import { cx } from '../utils/cx';
import { setRef, useIsomorphicLayoutEffect } from '../utils/dom';
import { lazyModule } from '../utils/lazyModule';
import { guardRender } from './guardRender';
import type { Placed } from './Placer';
import { placementName, resolvePlacement, TRIGGER_WIDTH } from './placement';

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

/** The positioning engine (Floating UI), its own chunk: fetched on the first open at the latest. */
const placerModule = /* @__PURE__ */ lazyModule(
  () => import('./Placer'),
  'The popup positioning (the popup stays transparent until it arrives)',
);

/** Fetches the positioning engine now (the popup does on its first open; tests may, to wait for it). */
export const loadPlacer = () => placerModule.load();

/** Fetches the positioning engine while the browser is idle, so that the first open finds it. */
export function usePreloadPlacer(): void {
  useEffect(() => placerModule.requestWhenIdle(), []);
}

/**
 * The popup before its first placement. Only opacity, which is not inherited: `visibility` or
 * `pointer-events` here would restyle every row when lifted. (Once the positioning engine is loaded,
 * the placement lands before the next paint, so nothing can be clicked in between; until then, see
 * AWAITING_PLACER.)
 */
const UNPLACED: CSSProperties = { opacity: 0 };
/**
 * The popup while the positioning engine is still on its way (a first open on a slow network): it
 * may stay unplaced, at the container's corner, for as long as the fetch takes, so it also takes
 * no clicks, or it would be an invisible layer over the page. Lifting `pointer-events` restyles
 * every row, once, when the chunk arrives.
 */
const AWAITING_PLACER: CSSProperties = { opacity: 0, pointerEvents: 'none' };

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
    const body = () => reference.ownerDocument.body;
    const chosen = guardRender(
      'getPopupContainer',
      getPopupContainer,
      (get) => get(reference),
      body,
      onProblem,
    );
    setContainer(chosen ?? body());
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
  const visible = !motion.hidden;
  const config = resolvePlacement(placement, builtinPlacements, rtl);
  const placer = placerModule.use();
  if (!placer) placerModule.request();
  const [placed, setPlaced] = useState<Placed | null>(null);

  const setElement = useCallback(
    (node: HTMLDivElement | null) => {
      elementRef.current = node;
      setElementState(node);
      setRef(popupRef, node);
    },
    [popupRef],
  );

  const widthStyle: CSSProperties =
    typeof matchWidth === 'number'
      ? { width: matchWidth }
      : matchWidth
        ? { width: `var(${TRIGGER_WIDTH})`, minWidth: `var(${TRIGGER_WIDTH})` }
        : {};

  return (
    <div
      {...rest}
      ref={setElement}
      className={cx(
        prefixCls,
        `${prefixCls}-placement-${placementName(placed?.isPositioned ? placed.placement : config.placement)}`,
        {
          [`${prefixCls}-hidden`]: motion.hidden,
          [`${prefixCls}-empty`]: empty,
          [`${prefixCls}-rtl`]: rtl,
        },
        motion.className,
        className,
      )}
      style={{
        ...placed?.styles,
        ...widthStyle,
        // Not yet placed: keep it out of sight instead of flashing at the container's corner.
        ...(placed?.isPositioned ? null : placer ? UNPLACED : AWAITING_PLACER),
        ...style,
      }}
    >
      {children}
      {placer && (
        <placer.Placer
          reference={reference}
          floating={element}
          config={config}
          visible={visible}
          widthProperty={TRIGGER_WIDTH}
          onPlace={setPlaced}
        />
      )}
    </div>
  );
}
