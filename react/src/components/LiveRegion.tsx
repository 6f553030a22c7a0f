import type { HTMLAttributes } from 'react';

/** The polite live region (props from `getLiveRegionProps`): rendered from the start, so that the
 * first announcement is heard (a region inserted together with its text often is not). */
export function LiveRegion(props: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} />;
}
