import { describe, expect, it } from 'vitest';
import { problemsOf, readNames } from '../../scripts/mangle/checks';
import { INTERNAL_PROPS, mangleOptions } from '../../scripts/mangle/internalProps';

/**
 * The published build shortens the engine's internal property names (scripts/mangle). A name an
 * app can reach, shortened, breaks the app while every test of the sources passes: these hold each
 * listed name to the rules, against the committed API reports and the sources as they are now.
 */
describe('the property names the build shortens', () => {
  const names = readNames();

  it('are internal: not public, not the platform’s or a dependency’s, never read by string', () => {
    expect(problemsOf(INTERNAL_PROPS, names)).toEqual([]);
  });

  it('a public name, a DOM property, a name spelled in a string or a module’s export is refused, with the reason', () => {
    expect(
      problemsOf(
        {
          activePath: 'q1',
          parentElement: 'q2',
          lazyCheck: 'q3',
          noSuchName: 'q4',
          // The export of a module the Cascader imports on demand (popupEngine.ts).
          placeFloating: 'q5',
          // A helper the core hands its on-demand features by name (core/build/sharedList.ts).
          withoutEntries: 'q6',
        },
        names,
      ),
    ).toEqual([
      'activePath: in the public API (etc/*.api.md)',
      'parentElement: a property of the language, the DOM or a dependency',
      'lazyCheck: spelled in a string, so perhaps read by string',
      'noSuchName: no longer a property of the sources',
      'placeFloating: exported by a module, so perhaps read off a module object',
      'withoutEntries: exported by a module, so perhaps read off a module object',
    ]);
  });

  it('a name spelled only in a module path, or exported only to named imports, may be shortened', () => {
    // `largeBuild` is in `import … from './large/largeBuild'`; `clickItem` is exported by
    // layoutGetters.ts, which no module reads as an object.
    expect(problemsOf({ largeBuild: 'q1', clickItem: 'q2' }, names)).toEqual([]);
  });

  it('two names never share a short name, and a short name is never a property name already', () => {
    expect(problemsOf({ indexAll: 'q1', subtreeEnd: 'q1', rootList: 'length' }, names)).toEqual([
      "subtreeEnd: its short name 'q1' is indexAll's too",
      "rootList: its short name 'length' is a property name already",
    ]);
  });

  it('the esbuild options match exactly the listed names', () => {
    const { mangleProps, mangleCache } = mangleOptions();
    expect(mangleCache).toEqual(INTERNAL_PROPS);
    for (const name of Object.keys(INTERNAL_PROPS)) expect(mangleProps.test(name)).toBe(true);
    expect(mangleProps.test('activePath')).toBe(false);
    expect(mangleProps.test(`x${Object.keys(INTERNAL_PROPS)[0]}`)).toBe(false);
  });
});
