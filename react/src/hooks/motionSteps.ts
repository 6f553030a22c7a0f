/**
 * The timing of the popup's CSS motion (useMotion.ts): one frame of `name-enter`, then
 * `name-enter-active` until the transition or animation ends. It runs only once a popup is shown,
 * which waits for the positioning engine, so it comes in that engine's chunk (popupEngine.ts).
 * Imports nothing (a module it shared with the page would become a chunk of its own, fetched with
 * the page); the page imports only its type.
 */

/** Where the motion is: `name-enter` for a frame, `-enter-active` until it ends; the same with leave. */
export type MotionPhase = 'idle' | 'enter' | 'enter-active' | 'leave' | 'leave-active';

/** Longest `duration + delay` of a comma-separated CSS time list pair, in ms. */
function longest(durations: string, delays: string): number {
  const parse = (s: string) =>
    s.split(',').map((t) => (t.trim().endsWith('ms') ? 1 : 1000) * (Number.parseFloat(t) || 0));
  const d = parse(durations);
  const l = parse(delays);
  return d.reduce((max, v, i) => Math.max(max, v + (l[i % l.length] ?? 0)), 0);
}

/** How long the element's current CSS transition or animation runs (0 when it has none). */
function motionDuration(el: Element | null): number {
  if (!el || typeof getComputedStyle !== 'function') return 0;
  const s = getComputedStyle(el);
  return Math.max(
    longest(s.transitionDuration || '0s', s.transitionDelay || '0s'),
    longest(s.animationDuration || '0s', s.animationDelay || '0s'),
  );
}

const nextFrame = (fn: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(fn);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(fn, 16); // SPEC §9: the animation-frame fallback timer
  return () => clearTimeout(id);
};

/**
 * Takes the motion one step past `phase` on `el`: `enter` (or `leave`) to its `-active` phase on
 * the next frame, an `-active` phase to `idle` when the element's transition or animation ends (at
 * once without one). Returns the cancel, for the effect's cleanup.
 */
export function stepMotion(
  phase: Exclude<MotionPhase, 'idle'>,
  el: HTMLElement | null,
  advance: (next: MotionPhase) => void,
): (() => void) | undefined {
  if (phase === 'enter' || phase === 'leave') return nextFrame(() => advance(`${phase}-active`));
  const finish = () => advance('idle');
  const ms = motionDuration(el);
  if (!el || ms === 0) {
    finish();
    return;
  }
  const onEnd = (event: Event) => {
    if (event.target === el) finish();
  };
  el.addEventListener('transitionend', onEnd);
  el.addEventListener('animationend', onEnd);
  // An end event can be lost (display changes, interrupted transitions): never stay stuck.
  const timer = setTimeout(finish, ms + 50);
  return () => {
    el.removeEventListener('transitionend', onEnd);
    el.removeEventListener('animationend', onEnd);
    clearTimeout(timer);
  };
}
