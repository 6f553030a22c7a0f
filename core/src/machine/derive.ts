/**
 * `settle`: keeps every derived field in step with the fields it derives from (Zag's "one setter"),
 * after every transition, so that no handler has to remember any of it. It runs a fixed table of
 * phases: the machine's own steps (the tree, the popup, the problems of a lazily indexed tree) and,
 * between them, the phases the features take part in (feature.ts), each feature's step in the
 * order the features were passed in. A feature no one passed in has no step: its slot stays as the
 * initial state left it.
 */
import { firstAnswer, runPhase } from './feature';
import { treeBehindPreview } from './preview';
import { isOpen, settlePopup } from './settlePopup';
import { settleTree, settleValueProblems } from './settleTree';
import type { CascaderState, Effect, FeaturePhase, PhaseStep } from './types';
import { missingValueProblems } from './value';

export { isOpen };

/**
 * A lazily indexed tree reports what its build found once it is complete: the popup opened,
 * something looked a node up, or the store indexed it in the background (TREE.INDEXED).
 */
const reportIndexed: PhaseStep = (_prev, state, effects) => {
  const waiting = state.unreported;
  // A preview is complete, but its walk is not the whole one (features/largeTree/preview.ts).
  if (!waiting || treeBehindPreview(state) || !state.tree.isIndexed()) return state;
  const problems = state.tree.indexProblems();
  if (waiting.problems) for (const problem of problems) effects.push({ type: 'problem', problem });
  if (waiting.value)
    for (const problem of missingValueProblems(state.tree, state.value))
      effects.push({ type: 'problem', problem });
  return { ...state, problems, unreported: null };
};

/** The phases, in order: a function is the machine's step, a name the features' steps of that phase. */
const PHASES: readonly (FeaturePhase | PhaseStep)[] = [
  // `loadPath` answers held for the others join once none is in flight.
  'joinHeldPaths',
  // The tree from options + field names + loaded children; the open path and loads follow it.
  settleTree,
  'treeLoads',
  settleValueProblems,
  // Paths of the value the tree cannot resolve yet are asked of `loadPath`.
  'valuePaths',
  // Opening and closing (closing aborts the popup's loads); open partial columns asked for;
  // leaving a branch aborts its load.
  'closingLoads',
  settlePopup,
  'openLoads',
  // The trail forward follows the open path (features/trail/trail.ts).
  'trail',
  // Checks that wait for their descendants (SHOW_CHILD over lazy branches) follow the loads.
  'waitingChecks',
  // The check state stands for the value; failed checks no longer standing are forgotten.
  'checks',
  'checkFailures',
  // Search results, remote and local, and the warnings of their props.
  'remoteSearch',
  'searchLimit',
  'checkLoadLimit',
  'search',
  reportIndexed,
  // The check state of a tree indexed since (by the search, or the background work).
  'lateChecks',
];

export function settle<O>(
  prev: CascaderState<O> | null,
  next: CascaderState<O>,
  effects: Effect<O>[],
): CascaderState<O> {
  let state = next;
  for (const phase of PHASES)
    state = typeof phase === 'string' ? runPhase(phase, prev, state, effects) : phase(prev, state, effects);
  // Answers a feature held back that must join the tree now: settled again with them.
  const settled = state;
  const again = firstAnswer(settled, (feature) => feature.rejoin?.(settled) ?? undefined);
  if (again) return settle(settled, again, effects);
  // Options found unreadable since the build, by this event or a render before it (Tree.lostOption).
  for (const problem of state.tree.takeReadProblems()) effects.push({ type: 'problem', problem });
  return state;
}
