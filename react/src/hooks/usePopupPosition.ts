import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PlacementConfig } from '../components/placement';
import type { BuildInPlacements, Placement } from '../props';
import { useIsomorphicLayoutEffect } from '../utils/dom';
import { lazyModule } from '../utils/lazyModule';
import type { Placement as Placed } from './popupEngine';

/** What `usePopupPosition` places, and how. */
export interface UsePopupPositionProps {
  /** The element the popup hangs from: `api.getReference()` of `useCascader`. */
  reference: HTMLElement | null;
  /** The popup element (the one `getPopupProps` is spread on), once mounted. */
  floating: HTMLElement | null;
  /** Whether the popup is shown: only a shown popup follows scrolling and resizing. */
  open: boolean;
  /**
   * Where the popup goes, by rc-cascader's names: `bottomLeft`, `bottomRight`, `topLeft`,
   * `topRight`. It flips to the other side when it would overflow, and shifts sideways to stay on
   * screen. Placement is physical: `bottomLeft` means left in RTL too.
   * @defaultValue `'bottomLeft'` (`'bottomRight'` with `rtl`)
   */
  placement?: Placement;
  /** rc-trigger alignments by name, as the `Cascader`'s `builtinPlacements` prop. */
  builtinPlacements?: BuildInPlacements;
  /** Right to left: the default placement is `bottomRight`. */
  rtl?: boolean;
  /** `true`: as wide as the reference (at least); a number: that many px wide. */
  matchWidth?: boolean | number;
}

/** Where `usePopupPosition` put the popup. */
export interface PopupPosition {
  /**
   * The popup's style: `position: absolute` with its `left` and `top`, its width, and
   * `opacity: 0` until it has been placed (no flash at the page's corner; while the positioning
   * engine is still being fetched also `pointer-events: none`). Spread it into the popup's style.
   */
  style: CSSProperties;
  /** Where the popup is, by rc-cascader's names (`topLeft` after a flip from `bottomLeft`). */
  placement: string;
  /** The popup has been placed since it was last shown. */
  isPositioned: boolean;
}

/**
 * A custom property holding the trigger's width: the positioning engine writes it, the popup's
 * width refers to it when it matches the trigger.
 */
const TRIGGER_WIDTH = '--cascadia-trigger-width';

/**
 * The positioning engine (Floating UI) and rc-trigger's placement tables, its own chunk: fetched on the first open at the latest,
 * and before it while the browser is idle once a popup that may open is on the page.
 */
const placerModule = /* @__PURE__ */ lazyModule(
  () => import('./popupEngine'),
  // What it does meanwhile, in development builds only (as the core's problem explanations).
  process.env.NODE_ENV !== 'production'
    ? 'The popup positioning (the popup stays transparent until it arrives)'
    : 'The popup positioning',
);

/** The positioning engine in a component, once it has arrived (null before): the popup's motion steps come with it. */
export const usePlacer = () => placerModule.use();

/** Fetches the positioning engine now (a popup does on its first open; tests may, to wait for it). */
export const loadPlacer = () => placerModule.load();

/** Fetches the positioning engine while the browser is idle, so that the first open finds it. */
export function usePreloadPlacer(): void {
  useEffect(() => placerModule.requestWhenIdle(), []);
}

/**
 * The popup before its first placement. Only opacity, which is not inherited: `visibility` or
 * `pointer-events` here would restyle every row when lifted. (Once the positioning engine is loaded,
 * the placement lands before the next paint, so nothing can be clicked in between; until then, see
 * AWAITING_ENGINE.)
 */
const UNPLACED: CSSProperties = { opacity: 0 };
/**
 * The popup while the positioning engine is still on its way (a first open on a slow network): it
 * may stay unplaced, at the container's corner, for as long as the fetch takes, so it also takes
 * no clicks, or it would be an invisible layer over the page. Lifting `pointer-events` restyles
 * every row, once, when the chunk arrives.
 */
const AWAITING_ENGINE: CSSProperties = { opacity: 0, pointerEvents: 'none' };

interface Place extends Placed {
  isPositioned: boolean;
}

/** The alignment while the engine, which reads it from the tables, is on its way (never used to place). */
const UNRESOLVED: PlacementConfig = {
  placement: 'bottom-start',
  mainAxis: 0,
  crossAxis: 0,
  flip: false,
  shift: false,
};

const samePlace = (a: Place, b: Place) =>
  a.placement === b.placement &&
  a.isPositioned === b.isPositioned &&
  a.styles.left === b.styles.left &&
  a.styles.top === b.styles.top;

/** The width style for `matchWidth`: the reference's width comes from the custom property the engine writes. */
function widthStyle(matchWidth: boolean | number | undefined): CSSProperties {
  if (typeof matchWidth === 'number') return { width: matchWidth };
  return matchWidth ? { width: `var(${TRIGGER_WIDTH})`, minWidth: `var(${TRIGGER_WIDTH})` } : {};
}

/**
 * Places a popup against its reference, as the `Cascader` places its own: below it (4 px away),
 * flipping above and shifting sideways near the screen's edges, following scrolling and resizing
 * while open, right-aligned in RTL. The positioning engine (Floating UI) is a chunk of its own,
 * fetched while the browser is idle or on the first open; the popup stays transparent until it is
 * placed. Spread `style` into the popup's style; the popup is positioned `absolute` against its
 * offset parent (a portal into `document.body` suits most pages).
 */
export function usePopupPosition(props: UsePopupPositionProps): PopupPosition {
  const { reference, floating, open, placement, builtinPlacements, rtl = false, matchWidth } = props;
  const engine = placerModule.use();
  if (!engine && open) placerModule.request();
  useEffect(() => placerModule.requestWhenIdle(), []);
  // The alignment is read from rc-trigger's tables, which come with the engine. Until it arrives the
  // popup is transparent and takes no clicks, and its class names the placement asked for.
  const {
    placement: side,
    mainAxis,
    crossAxis,
    flip,
    shift,
  } = engine?.resolvePlacement(placement, builtinPlacements, rtl) ?? UNRESOLVED;
  const asked = engine ? engine.placementName(side) : (placement ?? (rtl ? 'bottomRight' : 'bottomLeft'));
  // Until the first computation: at the offset parent's corner, not positioned (transparent).
  const placed = useRef<Place>({
    styles: { position: 'absolute', left: 0, top: 0 },
    placement: asked,
    isPositioned: false,
  });
  const [place, setPlace] = useState(placed.current);
  const openRef = useRef(open);

  // Before the paint: a hidden popup is no longer positioned, so that its next opening starts
  // transparent until it is placed again.
  useIsomorphicLayoutEffect(() => {
    openRef.current = open;
    if (!open && placed.current.isPositioned) {
      placed.current = { ...placed.current, isPositioned: false };
      setPlace(placed.current);
    }
  }, [open]);

  // Keyed by the alignment's fields: an app's `builtinPlacements` is often a new object each render.
  useIsomorphicLayoutEffect(() => {
    if (!engine || !reference || !floating) return;
    const placing = { placement: side, mainAxis, crossAxis, flip, shift };
    return engine.placeFloating(reference, floating, placing, open, TRIGGER_WIDTH, (result) => {
      // A popup placed while closing (still mounted for its animation) is not positioned for its
      // next opening.
      const next: Place = { ...result, isPositioned: openRef.current };
      if (samePlace(placed.current, next)) return;
      placed.current = next;
      // The popup re-renders with its place before the browser paints.
      flushSync(() => setPlace(next));
    });
  }, [engine, reference, floating, open, side, mainAxis, crossAxis, flip, shift]);

  return {
    style: {
      ...place.styles,
      ...widthStyle(matchWidth),
      // Not yet placed: out of sight instead of flashing at the container's corner.
      ...(place.isPositioned ? null : engine ? UNPLACED : AWAITING_ENGINE),
    },
    placement: place.isPositioned ? place.placement : asked,
    isPositioned: place.isPositioned,
  };
}
