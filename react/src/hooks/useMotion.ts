import { type RefObject, useEffect, useState } from 'react';
import type { MotionPhase } from './motionSteps';
import { usePlacer } from './usePopupPosition';

/**
 * CSS class transitions without an animation library: `name-enter` for one frame, then
 * `name-enter name-enter-active` until the transition or animation ends (read from the computed
 * style, so an element without CSS motion finishes at once); the same with `leave`. `hidden` stays
 * false until a leave has finished, so the closing popup stays visible while it animates out.
 * The steps' timing comes with the positioning engine (motionSteps.ts): a popup is transparent until
 * that engine has placed it, so an enter waits for it, and a leave without it has nothing to show.
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
  const engine = usePlacer();

  useEffect(() => {
    if (phase === 'idle') return;
    const advance = (next: MotionPhase) => setState((s) => (s.phase === phase ? { ...s, phase: next } : s));
    if (engine) return engine.stepMotion(phase, ref.current, advance);
    if (phase.startsWith('leave')) advance('idle');
  }, [phase, ref, engine]);

  let className: string | undefined;
  if (name && phase !== 'idle') {
    const base = phase.startsWith('enter') ? 'enter' : 'leave';
    className = phase.endsWith('active') ? `${name}-${base} ${name}-${base}-active` : `${name}-${base}`;
  }
  return { className, hidden: !open && phase === 'idle', phase };
}
