import { formatValue } from '../../benchmarks/charts';
import { phoneRows } from '../../benchmarks/phone';
import phoneResults from '../../benchmarks/phone-results.json';
import type { PhoneBenchmarkResults } from '../../benchmarks/schema';
import { Heading } from '../../components/Heading';
import { L } from '../../i18n/L';
import { useLocale } from '../../i18n/useLocale';
import { DateAndMachine } from './runFacts';

const run = phoneResults as PhoneBenchmarkResults;
const ROWS = phoneRows(run);

/**
 * The bottom sheet's own benchmark, on a CPU slowed down as a mid-range phone's is: Cascadia
 * alone (no other cascader has a sheet), each median against its goal, and how it was measured.
 */
export function PhoneSection() {
  const locale = useLocale();
  const zh = locale === 'zh-CN';
  const { machine, viewport } = run;
  const ms = (value: number) => formatValue(value, 'ms', locale);
  return (
    <section className="bench-section">
      <Heading depth={2} id="phone" label={zh ? '在手机级 CPU 上' : 'On a phone-class CPU'} />
      <L
        en={
          <p>
            The bottom sheet that phones get (<code>presentation="sheet"</code>, or <code>auto</code> on a
            phone), measured on its own: rc-cascader and @rc-component/cascader have no sheet to compare. The
            page's CPU is slowed {run.cpuThrottle}× through the DevTools protocol (the mid-range phone of
            Lighthouse's mobile preset), on a {viewport.width} × {viewport.height} touch screen with motion
            reduced; every touch is sent as a phone's screen sends it. The goals: each interaction over
            100,000 options within 100 ms, over 1,000,000 within 200 ms (a “good” Interaction to Next Paint),
            and each move of a drag drawn within a frame of 60 per second (16.7 ms).
          </p>
        }
        zh={
          <p>
            手机上使用的底部面板（<code>presentation="sheet"</code>，或在手机上的 <code>auto</code>
            ）单独测量：rc-cascader 和 @rc-component/cascader 没有底部面板可比。页面的 CPU 通过 DevTools
            协议减慢 {run.cpuThrottle} 倍（Lighthouse 移动预设中的中端手机），在 {viewport.width} ×{' '}
            {viewport.height}{' '}
            的触摸屏上、减少动态效果；每次触摸都按手机触摸屏的方式发送。目标：十万个选项上的每个操作在 100 ms
            以内，一百万个选项上在 200 ms 以内（Interaction to Next Paint 的“良好”）， 拖动时的每次移动在每秒
            60 帧的一帧（16.7 ms）之内绘制。
          </p>
        }
      />
      <table className="bench-table bench-phone-table">
        <caption>
          {zh
            ? `底部面板，CPU 减慢 ${run.cpuThrottle} 倍：中位数（最小值–最大值，次数）`
            : `The sheet, CPU slowed ${run.cpuThrottle}×: median (min–max, runs)`}
        </caption>
        <thead>
          <tr>
            <th scope="col">{zh ? '用例' : 'Case'}</th>
            <th scope="col">Cascadia</th>
            <th scope="col">{zh ? '目标' : 'Goal'}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label[locale]}</th>
              <td>
                {ms(row.median)}
                {row.n > 1 && (
                  <span className="bench-table-spread">{` (${ms(row.min)}–${ms(row.max)}, ${row.n})`}</span>
                )}
              </td>
              <td>
                {row.goal === undefined
                  ? '—'
                  : `≤ ${ms(row.goal)} ${row.met ? (zh ? '✔ 达到' : '✔ met') : zh ? '✘ 未达到' : '✘ missed'}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="bench-run bench-phone-run">
        <DateAndMachine date={run.date} machine={machine} zh={zh} browser />
        <dt>{zh ? 'CPU 减慢' : 'CPU slowed'}</dt>
        <dd>
          {zh
            ? `${run.cpuThrottle} 倍（Emulation.setCPUThrottlingRate）`
            : `${run.cpuThrottle}× (Emulation.setCPUThrottlingRate)`}
        </dd>
        <dt>{zh ? '运行环境' : 'Conditions'}</dt>
        <dd>{conditions(machine, zh)}</dd>
        <dt>{zh ? '样本' : 'Samples'}</dt>
        <dd>{zh ? `每个用例 ${run.runs} 次` : `${run.runs} per case`}</dd>
        <dt>{zh ? '命令' : 'Command'}</dt>
        <dd>
          <code>{run.command}</code>
        </dd>
      </dl>
      <L
        en={
          <p className="bench-note">
            Each interaction is timed as the others on this page: from the dispatch of its input event (a
            swipe from its release, a drag's move from its pointermove) to the task after the first frame
            painted with the result. The sheet first opens right after the tree is mounted, as in the other
            cases: a tree of 1,000,000 options (2,000,000 with the first one's level) is then still being
            indexed in the background, and that open finishes the index first. “Open it again” is the same
            sheet closed and opened once more, the tree indexed, as for someone who opens it a moment after
            the page has loaded.
          </p>
        }
        zh={
          <p className="bench-note">
            每个操作的计时方式与本页其他用例相同：从输入事件派发（滑动从手指抬起时算起，拖动的每次移动从
            pointermove 算起）到显示结果的第一帧绘制之后的任务。与其他用例一样，面板第一次在树挂载后立即打开：
            此时一百万个选项的树（连同第一项的层级共两百万个）仍在后台建立索引，这次打开要先把索引完成。
            “再次打开”是同一个面板关闭后再打开一次，树已建好索引，就像页面加载片刻之后才打开它的用户。
          </p>
        }
      />
    </section>
  );
}

/**
 * Whether the machine was to itself during the run, in words: the load figures stay in the
 * results file, for whoever compares runs.
 */
function conditions(machine: PhoneBenchmarkResults['machine'], zh: boolean): string {
  if (!machine.shared) return zh ? '机器空闲，没有其他任务' : 'An idle machine, nothing else running';
  if (machine.realtime)
    return zh
      ? '机器上还有其他任务；基准测试以实时调度优先级运行（命令中的 chrt），所得时间接近空闲机器'
      : 'Other work was running; the benchmark ran at a real-time scheduling priority (the chrt in the command), so times come close to an idle machine’s';
  return zh
    ? '机器上还有其他任务占用 CPU：时间比空闲机器上更慢、波动更大'
    : 'Other work kept the cores busy: times are slower and noisier than on an idle machine';
}
