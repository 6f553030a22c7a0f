/**
 * Instances kept for the life of the module, one per class whose instances live only during a
 * call (the build's `TreeColumns`, a `LoadedEdit`) or only in some trees (`SiblingValues`).
 *
 * V8 holds the shape (the map) that a class's instances reach once their fields are set only
 * through those instances. When none is alive, a full garbage collection drops it, and with it
 * the optimised code of every function that read one: the tree's walk, the column writes and the
 * lookups were thrown away at each such collection and ran unoptimised until compiled again
 * (tens of ms in the first remote answer after one, 20,000 paths; the compiling on top). One
 * instance kept per class keeps its shape, so their code stays.
 */
const kept: unknown[] = [];

/** Keeps `instance` alive for good (see above). */
export function keepShape(instance: unknown): void {
  kept.push(instance);
}
