import type { StoreHost, StorePart } from '../../machine/types';
import { indexInBackground } from '../../tree/large/indexInBackground';
import type { LargeTree } from '../../tree/large/largeTree';
import { backgroundStep } from '../../tree/large/topLevelPreview';
import { treeBehind } from '../../tree/previewBehind';
import type { Tree } from '../../tree/tree';

/**
 * A large tree is indexed lazily (`LargeTree.lazy`): while anyone listens to the store (a UI is
 * mounted), the rest is built in the background from the first idle moment on, the preview of its
 * top level first, so that the first open finds it ready and its problems are reported without
 * waiting for one (`TREE.INDEXED`). Without listeners (server rendering) nothing runs; a new tree,
 * the last unsubscribe or the store's destroy stops the work.
 */
export function backgroundPart<O>(host: StoreHost<O>): StorePart<O> {
  /** The tree being indexed, and the cancel of that work. */
  let indexing: { tree: Tree<unknown>; stop: () => void } | null = null;
  return {
    sync() {
      // Behind a preview of its first column (preview.ts), the lazy tree it stands for.
      const tree = treeBehind(host.getState().tree) as Tree<unknown>;
      const wanted = host.listening() && !tree.isIndexed();
      if (wanted && indexing?.tree === tree) return;
      indexing?.stop();
      indexing = null;
      if (!wanted) return;
      const stop = indexInBackground(
        // Only a large tree indexes in slices: one not indexed yet is a `LargeTree`.
        tree as LargeTree<unknown>,
        () => {
          indexing = null;
          host.send({ type: 'TREE.INDEXED' });
        },
        () => backgroundStep(tree),
      );
      indexing = { tree, stop };
    },
  };
}
