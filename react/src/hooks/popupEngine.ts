/**
 * Places a popup against its trigger with Floating UI: the on-demand chunk behind
 * `usePopupPosition` (the hook loads it on a first open at the latest, and the Cascader fetches it
 * while the browser is idle), so that a page that never opens a popup does not download the
 * positioning engine. It imports nothing of the page's own modules, only types: a module this chunk
 * shared with the page would become a chunk of its own in an app's build, fetched with the page.
 * rc-trigger's placement tables (placement.ts) are this chunk's alone: the page has no use for them
 * before there is a popup to place.
 *
 * It calls Floating UI's DOM functions (`computePosition`, `autoUpdate`), which `@floating-ui/react`
 * (the design card's package) re-exports, not its `useFloating` hook: the hook's state, deep
 * comparisons and interactions, which the popup does not need, were 2 kB gzipped.
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
import type { CSSProperties } from 'react';
import { type PlacementConfig, placementName, resolvePlacement } from '../components/placement';

export { stepMotion } from './motionSteps';
export { placementName, resolvePlacement };

/** One placement: the popup's top/left styles and where it ended up (rc's name, after a flip). */
export interface Placement {
  styles: CSSProperties;
  placement: string;
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

/**
 * Places `floating` against `reference` by `config` and reports each placement to `onPlace`; with
 * `follow` (a shown popup) again whenever either moves or resizes, else once (a hidden one costs
 * nothing). The trigger's width goes into the custom property `widthProperty`. Returns the stop.
 */
export function placeFloating(
  reference: HTMLElement,
  floating: HTMLElement,
  config: PlacementConfig,
  follow: boolean,
  widthProperty: string,
  onPlace: (placement: Placement) => void,
): () => void {
  let current = true;
  const options = {
    placement: config.placement,
    strategy: 'absolute' as const,
    middleware: middlewareFor(config, widthProperty),
    platform: physicalPlatform,
  };
  const update = () => {
    computePosition(reference, floating, options).then((result) => {
      if (!current) return;
      sizes.note();
      onPlace({
        // Top/left, not transform: the popup's own CSS animations (slide-up scales) use transform.
        styles: {
          position: 'absolute',
          left: roundToDevicePixels(floating, result.x),
          top: roundToDevicePixels(floating, result.y),
        },
        placement: placementName(result.placement),
      });
    });
  };
  const sizes = sizeWatch([reference, floating], update);
  const stop = follow ? autoUpdate(reference, floating, update, { elementResize: false }) : undefined;
  if (follow) sizes.observe();
  else update();
  return () => {
    current = false;
    stop?.();
    sizes.stop();
  };
}

/**
 * Calls `update` when one of `elements` has changed size since the last placement (`note`), in
 * place of autoUpdate's own resize observer. A ResizeObserver reports every element once as soon
 * as it is observed, in the first frame after the popup opened: autoUpdate placed the popup again
 * then, although the placement in the opening commit had measured the same sizes, and also asked
 * for one more animation frame to observe the popup again (its guard against Floating UI's `size`
 * middleware, which this popup does not use). Both came right after the popup's first paint. The
 * sizes are read as offset sizes (whole px) inside the observer's callback, where layout is
 * already done; the placement itself measures exact rectangles.
 */
function sizeWatch(elements: HTMLElement[], update: () => void) {
  const seen = elements.map(() => '');
  const sizeOf = (element: HTMLElement) => `${element.offsetWidth}x${element.offsetHeight}`;
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          if (elements.some((element, i) => sizeOf(element) !== seen[i])) update();
        })
      : null;
  return {
    note: () => {
      for (let i = 0; i < elements.length; i++) seen[i] = sizeOf(elements[i]);
    },
    observe: () => {
      for (const element of elements) observer?.observe(element);
    },
    stop: () => observer?.disconnect(),
  };
}
