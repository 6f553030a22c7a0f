import { describe, problem } from '../problems/problems';
import type { OnConflict } from '../tree/partialPath';
import type { Effect } from './types';

/**
 * The `onConflict` of withPartialPath for an answer of `prop` (`showSearch.load`, `loadPath`): two
 * options for one path with different labels. The first is kept (it may already be shown, chosen
 * or checked); the second's label is reported, never dropped without a word. The path is the
 * problem's place, as JSON; the labels, described, are development text.
 */
export function reportConflicts<O>(
  prop: 'showSearch.load' | 'loadPath',
  labelKey: string,
  effects: Effect<O>[],
): OnConflict<O> {
  const labelOf = (option: O) => describe((option as Record<string, unknown>)[labelKey]);
  return (path, kept, dropped) => {
    const at = JSON.stringify(path);
    effects.push({
      type: 'problem',
      problem: problem(
        'warning',
        'conflicting-option',
        prop,
        at,
        () =>
          process.env.NODE_ENV !== 'production' &&
          `${prop} gave the option at ${at} twice, labelled ${labelOf(kept)} and then ${labelOf(dropped)}: ` +
            'the first is kept and the second label is not shown. Give one option per path.',
      ),
    });
  };
}
