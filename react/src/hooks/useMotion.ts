import { type RefObject, useEffect, useState } from 'react';

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
 * CSS class transitions without an animation library: `name-enter` for one frame, then
 * `name-enter name-enter-active` until the transition or animation ends (read from the computed
 * style, so an element without CSS motion finishes at once); the same with `leave`. `hidden` stays
 * false until a leave has finished, so the closing popup stays visible while it animates out.
 */
export function useMotion(
  open: boolean,
  name: string | undefined,
  ref: RefObject<HTMLElement | null>,
): { className: string | undefined; hidden: boolean; phase: MotionPhase } {
  const [state, setState] = useState(() => ({
    open,
    phase: (open && name ? 'enter' : 'idle') as MotionPhase,
  }));
  // Derived state, set during render so the first open/close frame already has the right classes.
  let current = state;
  if (state.open !== open) {
    current = { open, phase: name ? (open ? 'enter' : 'leave') : 'idle' };
    setState(current);
  }
  const { phase } = current;

  useEffect(() => {
    if (phase === 'enter' || phase === 'leave') {
      return nextFrame(() => setState((s) => (s.phase === phase ? { ...s, phase: `${phase}-active` } : s)));
    }
    if (phase !== 'enter-active' && phase !== 'leave-active') return;
    const el = ref.current;
    const finish = () => setState((s) => (s.phase === phase ? { ...s, phase: 'idle' } : s));
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
  }, [phase, ref]);

  let className: string | undefined;
  if (name && phase !== 'idle') {
    const base = phase.startsWith('enter') ? 'enter' : 'leave';
    className = phase.endsWith('active') ? `${name}-${base} ${name}-${base}-active` : `${name}-${base}`;
  }
  return { className, hidden: !open && phase === 'idle', phase };
}
