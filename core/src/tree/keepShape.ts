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
 *
 * Each class keeps one from the first time it makes an instance (in its constructor), not when its
 * module loads: a statement at a module's top level is a side effect no bundler may drop, which
 * kept the tree's classes in every bundle that imported anything from the core (an app importing
 * one constant from the React package got 3.2 kB instead of 1.3). Until the first instance there
 * is no optimised code to keep.
 */
const kept: unknown[] = [];

/** Keeps `instance` alive for good (see above). */
export function keepShape(instance: unknown): void {
  kept.push(instance);
}
