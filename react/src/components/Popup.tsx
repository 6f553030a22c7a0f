import {
  autoUpdate,
  flip,
  type Middleware,
  offset,
  platform,
  shift,
  size,
  useFloating,
} from '@floating-ui/react';
import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useMotion } from '../hooks/useMotion';
import type { BuildInPlacements, Placement } from '../props';
import { cx } from '../utils/cx';
import { useIsomorphicLayoutEffect } from '../utils/dom';
import { placementName, resolvePlacement } from './placement';

export interface PopupProps extends HTMLAttributes<HTMLDivElement> {
  open: boolean;
  /** The element the popup is placed against (the cascader root), read once it is mounted. */
  getReference: () => HTMLElement | null;
  /** e.g. `rc-cascader-dropdown`; also the base of the placement and state classes. */
  prefixCls: string;
  placement?: Placement;
  builtinPlacements?: BuildInPlacements;
  rtl?: boolean;
  empty?: boolean;
  /** `true`: as wide as the trigger; a number: that many px. */
  matchWidth?: boolean | number;
  getPopupContainer?: (trigger: HTMLElement) => HTMLElement;
  /** CSS transition base name (`slide-up` → `slide-up-enter`, `slide-up-enter-active`, …). */
  motionName?: string;
  popupRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

// Placement is physical (`bottomLeft` means left even in RTL), as in rc-trigger; floating-ui would
// otherwise swap start/end when the popup inherits `direction: rtl`.
const physicalPlatform = { ...platform, isRTL: () => false };

const TRIGGER_WIDTH = '--cascadia-trigger-width';

/**
 * The popup before its first placement. Only opacity, which is not inherited: `visibility` or
 * `pointer-events` here would restyle every row when lifted. (The placement lands before the next
 * paint, so nothing can be clicked in between.)
 */
const UNPLACED: CSSProperties = { opacity: 0 };

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

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
    setContainer(getPopupContainer?.(reference) ?? reference.ownerDocument.body);
  }, [open, container, getReference, getPopupContainer]);

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
      empty={empty}
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
  const motion = useMotion(open, motionName, elementRef);
  const visible = !motion.hidden;
  const config = resolvePlacement(placement, builtinPlacements, rtl);

  const middleware = useMemo(() => {
    const list: Middleware[] = [offset({ mainAxis: config.mainAxis, crossAxis: config.crossAxis })];
    if (config.flip) list.push(flip({ padding: 4 }));
    if (config.shift) list.push(shift({ padding: 4 }));
    // Publishes the trigger width as a custom property, which the width style below refers to
    // when the popup matches the trigger. Always present, so that switching to the matching width
    // (search does) changes neither the middleware nor the property; written only when it changed.
    // The stylesheet registers it as not inherited: an inherited one restyles every row when set.
    list.push(
      size({
        apply({ rects, elements }) {
          const width = `${rects.reference.width}px`;
          const style = elements.floating.style;
          if (style.getPropertyValue(TRIGGER_WIDTH) !== width) style.setProperty(TRIGGER_WIDTH, width);
        },
      }),
    );
    return list;
  }, [config.mainAxis, config.crossAxis, config.flip, config.shift]);

  const floating = useFloating({
    open: visible,
    placement: config.placement,
    strategy: 'absolute',
    middleware,
    platform: physicalPlatform,
    // Top/left, not transform: the popup's own CSS animations (slide-up scales) use transform.
    transform: false,
    // Only a visible popup follows scrolling and resizing; hidden ones cost nothing.
    whileElementsMounted: visible ? autoUpdate : undefined,
    elements: { reference },
  });
  const { setFloating } = floating.refs;

  const setElement = useCallback(
    (node: HTMLDivElement | null) => {
      elementRef.current = node;
      setFloating(node);
      assignRef(popupRef, node);
    },
    [setFloating, popupRef],
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
        `${prefixCls}-placement-${placementName(floating.isPositioned ? floating.placement : config.placement)}`,
        {
          [`${prefixCls}-hidden`]: motion.hidden,
          [`${prefixCls}-empty`]: empty,
          [`${prefixCls}-rtl`]: rtl,
        },
        motion.className,
        className,
      )}
      style={{
        ...floating.floatingStyles,
        ...widthStyle,
        // Not yet placed: keep it out of sight instead of flashing at the container's corner.
        ...(floating.isPositioned ? null : UNPLACED),
        ...style,
      }}
    >
      {children}
    </div>
  );
}
