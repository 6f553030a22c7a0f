import type { CascaderFeature } from '../../machine/types';
import { LARGE_BUILD, lazyLargeTree } from '../../tree/large/largeBuild';
import { behindPreview } from '../../tree/previewBehind';
import { backgroundPart } from './background';
import { previewTree } from './preview';

/**
 * Large trees (tens of thousands of options and more): the options are indexed a slice at a time,
 * the first few thousand when they arrive and the rest when something first needs them or, while
 * a UI is mounted, in the background from the first idle moment on (background.ts), so that
 * mounting a closed cascader over a million options costs almost nothing. The problems the index
 * finds are reported once it is complete (the first open, a look-up, or the background work's
 * end), and those of the value's paths with them.
 *
 * Without this feature (a lean engine that does not pass it) the options are indexed whole when
 * they arrive, and every problem is reported in that same update: what this feature does for a tree
 * of up to 2,048 options, the size of its first slice. `createCascader` and the React `Cascader`
 * have it.
 */
export const largeTreeFeature: CascaderFeature = {
  name: 'largeTree',
  lazyTree: (options, fieldNames) => lazyLargeTree(options, fieldNames),
  // Its builds (with loaded children) with run leaves and compact sibling tables (largeBuild.ts).
  largeBuild: LARGE_BUILD,
  // While a UI is mounted, the rest of a lazy tree is indexed in the background (background.ts).
  connect: backgroundPart,
  // While the open popup shows only the top level, a preview of it (preview.ts).
  previewTree,
  // An event acts on the lazy tree itself, never on its preview (machine/preview.ts).
  behindPreview,
};
