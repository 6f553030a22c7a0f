import { m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';

/** A short fade-in for each new page; none at all for readers who ask for reduced motion. */
export function PageTransition({ children }: { children: ReactNode }) {
  const reduce = useReducedMotion();
  return (
    <m.div
      className="page-transition"
      initial={reduce ? false : { opacity: 0, y: 6 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.18, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  );
}
