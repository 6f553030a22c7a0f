import { messageOf, type Problem, reportProblem } from '@cascadia/core';

type Sink = (problem: Problem) => void;

const reported = new Set<string>();

/**
 * Renders with one of the app's render props (`displayRender`, `optionRender`, `showSearch.render`,
 * `tagRender`, `popupRender`, `getPopupContainer`) when it is given (`invoke` calls it), else with
 * `fallback`, the default rendering. Nothing stands between such a call and the app's root, so one
 * that throws would unmount the whole page; instead the default rendering is used and the error is
 * reported as a `callback-threw` problem naming the prop (through `onProblem`, else the console),
 * once per prop and message: these run on every render.
 */
export function guardRender<F, R>(
  prop: string,
  render: F | undefined,
  invoke: (render: F) => R,
  fallback: () => R,
  onProblem?: Sink,
): R {
  if (!render) return fallback();
  try {
    return invoke(render);
  } catch (error) {
    report(prop, error, onProblem ?? reportProblem);
    return fallback();
  }
}

function report(prop: string, error: unknown, sink: Sink): void {
  const reason = describe(error);
  const key = `${prop}\u0000${reason}`;
  if (reported.has(key)) return;
  reported.add(key);
  if (reported.size > 1000) reported.clear();
  // After the render: a report that sets state must not do so while React renders.
  queueMicrotask(() =>
    sink({
      severity: 'error',
      code: 'callback-threw',
      prop,
      at: prop,
      // As the core writes its problems: the explanation in development only.
      message: messageOf(
        'callback-threw',
        prop,
        () =>
          process.env.NODE_ENV !== 'production' &&
          `${prop} threw: ${reason}; the default rendering is shown instead.`,
      ),
    }),
  );
}

/** The thrown value as text; never throws itself (a Proxy, an Error whose `message` throws). */
function describe(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'an unprintable value';
  }
}
