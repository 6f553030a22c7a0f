/**
 * Places the popup against the trigger with Floating UI. Its own chunk (Popup loads it, and the
 * Cascader fetches it while the browser is idle): a page that never opens a cascader does not
 * download the positioning engine. It calls Floating UI's DOM functions (`computePosition`,
 * `autoUpdate`), which `@floating-ui/react` (the design card's package) re-exports, not its
 * `useFloating` hook: the hook's state, deep comparisons and interactions, which this one
 * component does not need, were 2 kB gzipped. (Importing `@floating-ui/dom` directly would save
 * another 0.2 kB; the design card names `@floating-ui/react`, so the package stays.)
 */
import {
  autoUpdate,
  computePosition,
  flip,
  type Middleware,
  offset,
  platform,
  shift,
} from '@floating-ui/react';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { FloatingPlacement, PlacementConfig } from './placement';

/** Where the popup goes: its top/left styles, its final placement (after flips), and whether it has one yet. */
export interface Placed {
  styles: CSSProperties;
  placement: FloatingPlacement;
  isPositioned: boolean;
}

export interface PlacerProps {
  reference: HTMLElement | null;
  floating: HTMLElement | null;
  config: PlacementConfig;
  /** Only a visible popup follows scrolling and resizing; a hidden one costs nothing. */
  visible: boolean;
  /**
   * The custom property the trigger's width goes into (placement's TRIGGER_WIDTH). Passed in, not
   * imported: a module this chunk shared with the page would become a chunk of its own in an
   * app's build, fetched with the page.
   */
  widthProperty: string;
  onPlace: (placed: Placed) => void;
}

// Placement is physical (`bottomLeft` means left even in RTL), as in rc-trigger; floating-ui would
// otherwise swap start/end when the popup inherits `direction: rtl`.
const physicalPlatform = { ...platform, isRTL: () => false };

/**
 * Publishes the trigger width as a custom property, which the popup's width style refers to when
 * it matches the trigger. Always present, so that switching to the matching width (search does)
 * changes neither the middleware nor the property; written only when it changed. The stylesheet
 * registers it as not inherited: an inherited one restyles every row when set. A middleware of
 * its own rather than Floating UI's `size`, which would also measure the clipping boundaries for
 * an available size nobody reads (a layout read per placement, and 0.3 kB gzipped); like `size`,
 * it has the popup placed again when the new width changed the popup's size.
 */
const publishTriggerWidth = (property: string): Middleware => ({
  name: 'triggerWidth',
  async fn(state) {
    const { rects, elements } = state;
    const width = `${rects.reference.width}px`;
    const style = elements.floating.style;
    if (style.getPropertyValue(property) === width) return {};
    style.setProperty(property, width);
    const resized = await state.platform.getDimensions(elements.floating);
    const changed = resized.width !== rects.floating.width || resized.height !== rects.floating.height;
    return changed ? { reset: { rects: true } } : {};
  },
});

function middlewareFor(
  { placement, mainAxis, crossAxis, flip: flips, shift: shifts }: PlacementConfig,
  widthProperty: string,
): Middleware[] {
  const list: Middleware[] = [offset({ mainAxis, crossAxis })];
  // When neither side has room (a tall drill-down popup mid-screen on a phone), a popup asked for
  // below stays below, where the page scrolls to it: the side that overflows least (Floating UI's
  // default) could be above the top of the page, where no scrolling reaches its back button.
  const fallbackStrategy = placement.startsWith('bottom') ? 'initialPlacement' : 'bestFit';
  if (flips) list.push(flip({ padding: 4, fallbackStrategy }));
  if (shifts) list.push(shift({ padding: 4 }));
  list.push(publishTriggerWidth(widthProperty));
  return list;
}

/** A coordinate on the device's pixel grid, so that the popup's edges stay crisp. */
function roundToDevicePixels(element: Element, value: number): number {
  const ratio = element.ownerDocument.defaultView?.devicePixelRatio || 1;
  return Math.round(value * ratio) / ratio;
}

const samePlace = (a: Placed, b: Placed) =>
  a.placement === b.placement &&
  a.isPositioned === b.isPositioned &&
  a.styles.left === b.styles.left &&
  a.styles.top === b.styles.top;

/** Renders nothing: it runs Floating UI and reports each placement to the popup. */
export function Placer({ reference, floating, config, visible, widthProperty, onPlace }: PlacerProps) {
  const { placement, mainAxis, crossAxis } = config;
  const flips = config.flip;
  const shifts = config.shift;
  // Until the first computation: at the container's corner, not positioned (the popup stays transparent).
  const placed = useRef<Placed>({
    styles: { position: 'absolute', left: 0, top: 0 },
    placement,
    isPositioned: false,
  });
  const visibleRef = useRef(visible);

  // Before the paint: a hidden popup is no longer positioned, so that its next opening starts
  // transparent until it is placed again.
  useLayoutEffect(() => {
    visibleRef.current = visible;
    if (!visible && placed.current.isPositioned) placed.current = { ...placed.current, isPositioned: false };
    onPlace(placed.current);
  }, [visible, onPlace]);

  useLayoutEffect(() => {
    if (!reference || !floating) return;
    let current = true;
    const options = {
      placement,
      strategy: 'absolute' as const,
      middleware: middlewareFor(
        { placement, mainAxis, crossAxis, flip: flips, shift: shifts },
        widthProperty,
      ),
      platform: physicalPlatform,
    };
    const update = () => {
      computePosition(reference, floating, options).then((result) => {
        const next: Placed = {
          // Top/left, not transform: the popup's own CSS animations (slide-up scales) use transform.
          styles: {
            position: 'absolute',
            left: roundToDevicePixels(floating, result.x),
            top: roundToDevicePixels(floating, result.y),
          },
          placement: result.placement,
          // A popup placed while closing (still mounted for its animation) is not positioned for
          // its next opening.
          isPositioned: visibleRef.current,
        };
        if (!current || samePlace(placed.current, next)) return;
        placed.current = next;
        // The popup re-renders with its place before the browser paints.
        flushSync(() => onPlace(next));
      });
    };
    // A visible popup follows scrolling and resizing; a hidden one is placed once.
    const stop = visible ? autoUpdate(reference, floating, update) : undefined;
    if (!visible) update();
    return () => {
      current = false;
      stop?.();
    };
  }, [reference, floating, visible, placement, mainAxis, crossAxis, flips, shifts, widthProperty, onPlace]);
  return null;
}
