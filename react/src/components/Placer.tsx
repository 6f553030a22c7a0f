/**
 * Places the popup against the trigger with Floating UI. Its own chunk (Popup loads it, and the
 * Cascader fetches it while the browser is idle): a page that never opens a cascader does not
 * download the positioning engine.
 */
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
import { type CSSProperties, useLayoutEffect, useMemo } from 'react';
import { type FloatingPlacement, type PlacementConfig, TRIGGER_WIDTH } from './placement';

/** Where the popup goes: Floating UI's styles, its final placement (after flips), and whether it has one yet. */
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
  onPlace: (placed: Placed) => void;
}

// Placement is physical (`bottomLeft` means left even in RTL), as in rc-trigger; floating-ui would
// otherwise swap start/end when the popup inherits `direction: rtl`.
const physicalPlatform = { ...platform, isRTL: () => false };

/** Renders nothing: it runs Floating UI and reports each placement to the popup. */
export function Placer({ reference, floating, config, visible, onPlace }: PlacerProps) {
  const middleware = useMemo(() => {
    const list: Middleware[] = [offset({ mainAxis: config.mainAxis, crossAxis: config.crossAxis })];
    if (config.flip) list.push(flip({ padding: 4 }));
    if (config.shift) list.push(shift({ padding: 4 }));
    // Publishes the trigger width as a custom property, which the popup's width style refers to
    // when it matches the trigger. Always present, so that switching to the matching width
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

  const { floatingStyles, placement, isPositioned } = useFloating({
    open: visible,
    placement: config.placement,
    strategy: 'absolute',
    middleware,
    platform: physicalPlatform,
    // Top/left, not transform: the popup's own CSS animations (slide-up scales) use transform.
    transform: false,
    whileElementsMounted: visible ? autoUpdate : undefined,
    elements: { reference, floating },
  });

  // Before the paint: the popup re-renders with its place in the same frame.
  useLayoutEffect(() => {
    onPlace({ styles: floatingStyles, placement, isPositioned });
  }, [floatingStyles, placement, isPositioned, onPlace]);
  return null;
}
