/**
 * Property names the published build shortens (esbuild's `mangleProps`), as Preact and other
 * size-minded libraries do: names of the engine's own objects (the tree's tables, the build's
 * frames, the state's internal fields, the search index…) that no app can reach, each spelled in
 * full in the sources and in one or two letters in core/dist and react/dist. The minifier cannot
 * shorten a property by itself, and these are most of what it left long.
 *
 * The short names are fixed here (internal-props.json), not chosen per build, so that both
 * packages, both formats and the on-demand feature files agree: @cascadia/react reads the core's
 * internal fields (`state.tree`…) and is built apart from it.
 *
 * A name qualifies when nothing outside the packages can see it: not a public name (the API
 * reports, etc/*.api.md, list everything public; `@internal` members do not count), not a
 * property of the language, the DOM, React or a dependency, and never spelled in a string (a
 * name read by string, `props[key]`, would be missed). tests/core/mangle.test.ts holds every
 * entry to those rules. To add names: `node --import tsx scripts/mangle/update.ts --candidates`
 * lists the ones that qualify; add them to internal-props.json with "" as the short name and run
 * `node --import tsx scripts/mangle/update.ts`, which gives each one. Never change a short name
 * that is out: only add.
 */
import props from './internal-props.json' with { type: 'json' };

export const INTERNAL_PROPS: Readonly<Record<string, string>> = props;

/** The esbuild options that shorten the listed names, for the packages' tsup configs. */
export function mangleOptions(): { mangleProps: RegExp; mangleCache: Record<string, string> } {
  return {
    mangleProps: new RegExp(`^(?:${Object.keys(INTERNAL_PROPS).join('|')})$`),
    // A copy: esbuild adds to the cache it is given.
    mangleCache: { ...INTERNAL_PROPS },
  };
}
