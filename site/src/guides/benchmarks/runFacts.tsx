import type { BenchmarkResults } from '../../benchmarks/schema';

/** The rows both runs on the Benchmarks page begin with: when it ran, and on what machine. */
export function DateAndMachine({
  date,
  machine,
  zh,
  browser = false,
}: {
  date: string;
  machine: BenchmarkResults['machine'];
  zh: boolean;
  /** The browser on the same line (the phone-class run has no row of its own for it). */
  browser?: boolean;
}) {
  const withBrowser = browser ? `${zh ? '；' : '; '}${machine.browser}` : '';
  return (
    <>
      <dt>{zh ? '日期' : 'Date'}</dt>
      <dd>
        <time dateTime={date}>{date}</time>
      </dd>
      <dt>{zh ? '机器' : 'Machine'}</dt>
      <dd>
        {zh
          ? `${machine.cpu}，${machine.cores} 核，${machine.memoryGB} GB 内存，${machine.os}${withBrowser}`
          : `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB of memory, ${machine.os}${withBrowser}`}
      </dd>
    </>
  );
}
