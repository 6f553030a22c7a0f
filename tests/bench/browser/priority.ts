/**
 * Whether the benchmark runs under a real-time scheduling policy (Linux SCHED_FIFO or SCHED_RR,
 * e.g. started with `chrt -r 10 npm run bench:browser`). Chromium and the driver inherit it, so
 * other processes on the machine wait while the benchmark has work: on a shared machine that is
 * how its times come near an idle machine's. The results file records it beside the load average
 * because a busy machine means something else with and without it.
 */
import { readFileSync } from 'node:fs';

/** The scheduling policies of sched(7) that preempt every normal process. */
const REALTIME_POLICIES = new Set([1 /* SCHED_FIFO */, 2 /* SCHED_RR */]);

/** Field `n` (1-based, as proc(5) numbers them) of /proc/self/stat; null where there is no /proc. */
function statField(n: number): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const value = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[n - 3]);
    return Number.isInteger(value) ? value : null;
  } catch {
    return null;
  }
}

const policy = (): number | null => statField(41);

export function runsAtRealtimePriority(): boolean {
  const current = policy();
  return current !== null && REALTIME_POLICIES.has(current);
}

/** The `chrt` command that sets this process's real-time priority ('' when it has none). */
export function priorityCommand(): string {
  const current = policy();
  if (current === null || !REALTIME_POLICIES.has(current)) return '';
  return `chrt ${current === 1 ? '-f' : '-r'} ${statField(40)}`;
}
