import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexInBackground } from '../../core/src/tree/large/indexInBackground';
import type { LargeTree } from '../../core/src/tree/large/largeTree';
import { setup } from './helpers';

/**
 * Background indexing on a host with no task scheduler and no idle callback (Safari): the slices
 * follow each other through a MessageChannel, never a timer (browsers clamp nested zero-delay
 * timers to 4 ms, which halved the indexing speed); a timer only where there is no channel either.
 * Node's own `setImmediate` is hidden here, as a browser has none.
 */

/** The real timer, taken before any test hides or records the global one. */
const realSetTimeout = globalThis.setTimeout;
const wait = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/**
 * A tree of `steps` index steps in which each step takes 1 ms of a fake clock, so a slice
 * (SLICE_MS = 4 ms) is four steps whatever the machine's speed.
 */
function fakeTree(steps: number) {
  let clock = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  const tree = {
    done: 0,
    indexStep: () => {
      clock += 1;
      tree.done++;
      return tree.done >= steps;
    },
  };
  return tree;
}

/**
 * A browser-like host: no setImmediate, timers recorded, and a MessageChannel whose messages wait
 * in a queue until the test delivers them, one task each as in a browser (Node's own channel runs
 * a batch of messages in one go), dropped once their port is closed.
 */
function browserHost({ channel }: { channel: boolean }) {
  const record = { timers: 0, closed: 0, queue: [] as (() => void)[] };
  vi.stubGlobal('setImmediate', undefined);
  vi.stubGlobal('clearImmediate', undefined);
  vi.stubGlobal('setTimeout', (callback: () => void, ms?: number) => {
    record.timers++;
    return realSetTimeout(callback, ms);
  });
  class FakeChannel {
    port1 = {
      onmessage: null as null | ((event: unknown) => void),
      open: true,
      close: () => {
        if (this.port1.open) record.closed++;
        this.port1.open = false;
      },
    };
    port2 = {
      postMessage: (data: unknown) => {
        record.queue.push(() => {
          if (this.port1.open) this.port1.onmessage?.({ data });
        });
      },
    };
  }
  vi.stubGlobal('MessageChannel', channel ? FakeChannel : undefined);
  /** Runs the queued tasks, each as its own, until none is left. */
  const deliverAll = () => {
    let tasks = 0;
    for (let task = record.queue.shift(); task; task = record.queue.shift()) {
      task();
      tasks++;
    }
    return tasks;
  };
  return { record, deliverAll };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('indexing in the background without scheduler.postTask', () => {
  it('runs back-to-back slices as MessageChannel tasks, no timer, and closes the channel when done', () => {
    const { record, deliverAll } = browserHost({ channel: true });
    const tree = fakeTree(20);
    const done = vi.fn();
    indexInBackground(tree as unknown as LargeTree<unknown>, done);
    // Nothing runs in the caller's task: the mount's frame comes first.
    expect(tree.done).toBe(0);
    expect(record.queue).toHaveLength(1);
    // Five slices of four steps, each its own task.
    expect(deliverAll()).toBe(5);
    expect(tree.done).toBe(20);
    expect(done).toHaveBeenCalledTimes(1);
    expect(record.timers).toBe(0);
    expect(record.closed).toBe(1);
  });

  it('cancelled between slices, runs no further slice and closes the channel', () => {
    const { record, deliverAll } = browserHost({ channel: true });
    const tree = fakeTree(1_000);
    const done = vi.fn();
    const cancel = indexInBackground(tree as unknown as LargeTree<unknown>, done);
    record.queue.shift()?.();
    expect(tree.done).toBe(4);
    // The next slice's message is on its way; cancelling drops it.
    expect(record.queue).toHaveLength(1);
    cancel();
    deliverAll();
    expect(tree.done).toBe(4);
    expect(done).not.toHaveBeenCalled();
    expect(record.closed).toBe(1);
  });

  it('falls back to zero-delay timers where there is no MessageChannel either', async () => {
    const { record: host } = browserHost({ channel: false });
    const tree = fakeTree(20);
    await new Promise<void>((resolve) => {
      indexInBackground(tree as unknown as LargeTree<unknown>, resolve);
    });
    expect(tree.done).toBe(20);
    expect(host.timers).toBe(5);

    // And cancels them.
    const again = fakeTree(1_000);
    const cancel = indexInBackground(again as unknown as LargeTree<unknown>, () => {});
    cancel();
    await wait(30);
    expect(again.done).toBe(0);
  });

  it('a store indexes a large tree through the channel, and the new options’ tree after a replacement', () => {
    const { record, deliverAll } = browserHost({ channel: true });
    const large = () => Array.from({ length: 20_000 }, (_, i) => ({ value: `n${i}`, label: `Option ${i}` }));
    const c = setup({ options: large() });
    c.store.subscribe(() => {});
    const replaced = c.state().tree;
    // Replaced before its first slice ran: the old tree's work is cancelled, the new one's starts.
    c.store.setProps({ options: large() });
    expect(deliverAll()).toBeGreaterThan(0);
    expect(c.state().tree.isIndexed()).toBe(true);
    expect(replaced.isIndexed()).toBe(false);
    expect(record.timers).toBe(0);

    // Destroyed before its first slice: nothing is indexed.
    const d = setup({ options: large() });
    d.store.subscribe(() => {});
    d.store.destroy();
    deliverAll();
    expect(d.state().tree.isIndexed()).toBe(false);
  });
});
