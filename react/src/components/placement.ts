/**
 * rc-trigger's placements read as Floating UI's: only the positioning chunk (popupEngine.ts) imports
 * this module, so that its tables load with that chunk rather than with the page.
 */
import type { AlignType, BuildInPlacements, Placement } from '../props';

/** floating-ui's name for a placement. */
export type FloatingPlacement =
  | 'top'
  | 'bottom'
  | 'left'
  | 'right'
  | `${'top' | 'bottom' | 'left' | 'right'}-${'start' | 'end'}`;

export interface PlacementConfig {
  placement: FloatingPlacement;
  /** Distance from the trigger (px) and shift along it. */
  mainAxis: number;
  crossAxis: number;
  /** Flip to the opposite side when the popup would overflow. */
  flip: boolean;
  /** Slide along the trigger to stay in the viewport. */
  shift: boolean;
}

/** rc-select's table: 4 px away, flip vertically and shift horizontally on overflow. */
const DEFAULT_ALIGN: Record<Placement, AlignType> = {
  bottomLeft: { points: ['tl', 'bl'], offset: [0, 4], overflow: { adjustX: 1, adjustY: 1 } },
  bottomRight: { points: ['tr', 'br'], offset: [0, 4], overflow: { adjustX: 1, adjustY: 1 } },
  topLeft: { points: ['bl', 'tl'], offset: [0, -4], overflow: { adjustX: 1, adjustY: 1 } },
  topRight: { points: ['br', 'tr'], offset: [0, -4], overflow: { adjustX: 1, adjustY: 1 } },
};

const ALIGNMENT: Record<string, '' | '-start' | '-end'> = {
  l: '-start',
  r: '-end',
  t: '-start',
  b: '-end',
  c: '',
};

/**
 * Reads rc-trigger's `points` (`[popup corner, trigger corner]`, each `t|b|c` + `l|r|c`) as a
 * floating-ui placement: `['tl', 'bl']` puts the popup's top-left on the trigger's bottom-left,
 * i.e. `bottom-start`.
 */
export function pointsToPlacement(points: readonly string[] | undefined): FloatingPlacement {
  const [popup = 'tl', target = 'bl'] = points ?? [];
  const [pv, ph = 'c'] = popup;
  const [tv, th = 'c'] = target;
  if (pv === 't' && tv === 'b') return `bottom${ALIGNMENT[ph]}` as FloatingPlacement;
  if (pv === 'b' && tv === 't') return `top${ALIGNMENT[ph]}` as FloatingPlacement;
  if (ph === 'l' && th === 'r') return `right${ALIGNMENT[pv]}` as FloatingPlacement;
  if (ph === 'r' && th === 'l') return `left${ALIGNMENT[pv]}` as FloatingPlacement;
  return 'bottom-start';
}

const NAMES: Record<string, string> = {
  'bottom-start': 'bottomLeft',
  'bottom-end': 'bottomRight',
  'top-start': 'topLeft',
  'top-end': 'topRight',
  'left-start': 'leftTop',
  'left-end': 'leftBottom',
  'right-start': 'rightTop',
  'right-end': 'rightBottom',
};

/** The rc name of where the popup actually ended up (for `-dropdown-placement-*` after a flip). */
export function placementName(placement: string): string {
  return NAMES[placement] ?? placement;
}

/** The popup's alignment for `placement` (default `bottomLeft`, `bottomRight` in RTL). */
export function resolvePlacement(
  placement: Placement | undefined,
  builtinPlacements: BuildInPlacements | undefined,
  rtl: boolean,
): PlacementConfig & { name: string } {
  const name = placement ?? (rtl ? 'bottomRight' : 'bottomLeft');
  const align = builtinPlacements?.[name] ?? DEFAULT_ALIGN[name as Placement] ?? DEFAULT_ALIGN.bottomLeft;
  const floating = pointsToPlacement(align.points);
  const vertical = floating.startsWith('top') || floating.startsWith('bottom');
  const [x = 0, y = 0] = align.offset ?? [];
  const side = floating.split('-')[0];
  // rc offsets are screen vectors; floating-ui's main axis points away from the trigger.
  const main = side === 'bottom' ? y : side === 'top' ? -y : side === 'right' ? x : -x;
  const overflow = align.overflow ?? {};
  return {
    name,
    placement: floating,
    mainAxis: main,
    crossAxis: vertical ? x : y,
    flip: !!(vertical ? overflow.adjustY : overflow.adjustX),
    shift: !!(vertical ? overflow.adjustX || overflow.shiftX : overflow.adjustY || overflow.shiftY),
  };
}
