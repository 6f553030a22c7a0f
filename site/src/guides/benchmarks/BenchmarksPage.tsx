import { CHARTS, chartData, LIBRARY_NAMES, LIBRARY_ORDER } from '../../benchmarks/charts';
import results from '../../benchmarks/results.json';
import type { BenchmarkResults, LibraryId } from '../../benchmarks/schema';
import { Heading } from '../../components/Heading';
import { L } from '../../i18n/L';
import { useLocale } from '../../i18n/useLocale';
import { BarChart, ChartTable } from './BarChart';
import { PhoneSection } from './PhoneSection';
import './BenchmarksPage.css';
import { DateAndMachine } from './runFacts';

const run = results as BenchmarkResults;

/** Each library's name with the version the run measured. */
const NAMES = Object.fromEntries(
  LIBRARY_ORDER.map((id) => {
    const version = run.libraries[id]?.version;
    return [id, version ? `${LIBRARY_NAMES[id]} ${version}` : LIBRARY_NAMES[id]];
  }),
) as Record<LibraryId, string>;

const CHARTS_DATA = CHARTS.flatMap((spec) => {
  const chart = chartData(run, spec);
  return chart ? [chart] : [];
});

/** Cascadia against rc-cascader and @rc-component/cascader: charts of one committed run, and how it was made. */
export default function BenchmarksPage() {
  const locale = useLocale();
  const zh = locale === 'zh-CN';
  const { machine } = run;
  const libraries = LIBRARY_ORDER.filter((id) => run.libraries[id]);
  return (
    <>
      <Heading depth={1} id="benchmarks" label={zh ? '性能基准' : 'Benchmarks'} />
      <L
        en={
          <p>
            Cascadia's <code>Cascader</code> against <code>rc-cascader</code> 3.x, which most apps built on
            rc-cascader use, and its successor <code>@rc-component/cascader</code> 1.x, the line antd 6's
            Cascader is built on: the same generated data, in the same browser, in one run. Every chart shows
            medians; lower is better everywhere. The tables under the charts give each median with the fastest
            and slowest sample and the number of samples.
          </p>
        }
        zh={
          <p>
            Cascadia 的 <code>Cascader</code> 与 <code>rc-cascader</code> 3.x（多数基于 rc-cascader
            的应用所用的版本）及其后继 <code>@rc-component/cascader</code> 1.x（antd 6 的 Cascader
            所基于的版本）的对比：相同的生成数据、相同的浏览器、同一次运行。所有图表都显示中位数，数值越小越好。
            图表下方的表格给出每个中位数以及最快、最慢的样本和样本数。
          </p>
        }
      />

      <Heading depth={2} id="the-run" label={zh ? '这次运行' : 'The run'} />
      <dl className="bench-run">
        <DateAndMachine date={run.date} machine={machine} zh={zh} />
        <dt>{zh ? '浏览器' : 'Browser'}</dt>
        <dd>
          {machine.browser}
          {zh ? `（Node ${machine.node} 驱动）` : ` (driven from Node ${machine.node})`}
        </dd>
        <dt>{zh ? '组件' : 'Libraries'}</dt>
        <dd>{libraries.map((id) => NAMES[id]).join(zh ? '、' : ', ')}</dd>
        <dt>{zh ? '样本' : 'Samples'}</dt>
        <dd>
          {zh
            ? `每个组件每个用例 ${run.runs} 次（首个样本超过 ${run.slowAfterMs / 1000} 秒时为 ${run.slowRuns} 次；超过 ${run.capMs / 1000} 秒仍未完成的操作会被停止，记为上限，显示为“>”）`
            : `${run.runs} per library and case (${run.slowRuns} where a library's first sample took over ${run.slowAfterMs / 1000} s; an interaction still unfinished after ${run.capMs / 1000} s is stopped and recorded as that cap, shown with “>”)`}
        </dd>
        <dt>{zh ? '命令' : 'Command'}</dt>
        <dd>
          <code>{run.command}</code>
        </dd>
      </dl>
      {machine.shared && machine.realtime && (
        <L
          en={
            <p className="bench-note">
              Other work was running on this machine, so the benchmark ran at a real-time scheduling priority
              (the <code>chrt</code> in the command): the browser and the driver took the cores whenever they
              had work, and the other processes waited. Times come close to an idle machine's; the ratios
              between the libraries are still the part to read.
            </p>
          }
          zh={
            <p className="bench-note">
              运行期间这台机器上还有其他任务，因此基准测试以实时调度优先级运行（命令中的 <code>chrt</code>）：
              浏览器和驱动程序有任务时优先占用
              CPU，其他进程等待。所得时间接近空闲机器上的结果；应当关注的仍是各组件之间的比例。
            </p>
          }
        />
      )}
      {machine.shared && !machine.realtime && (
        <L
          en={
            <p className="bench-note">
              Other work kept this machine's cores busy during the run, so every time here is slower and
              noisier than on an idle machine, for all libraries alike; the ratios between them are the part
              to read.
            </p>
          }
          zh={
            <p className="bench-note">
              运行期间这台机器的 CPU 还被其他任务占用，因此这里的所有时间都比空闲机器上更慢、波动更大，
              对每个组件都是如此；应当关注的是它们之间的比例。
            </p>
          }
        />
      )}

      <ul className="bench-legend" aria-label={zh ? '图例' : 'Legend'}>
        {libraries.map((id) => (
          <li key={id}>
            <span className={`bench-swatch bench-bar--${id}`} aria-hidden="true" />
            {NAMES[id]}
          </li>
        ))}
      </ul>

      {CHARTS_DATA.map((chart) => (
        <section key={chart.spec.id} className="bench-section">
          <Heading depth={2} id={chart.spec.id} label={chart.spec.title[locale]} />
          {chart.scale === 'log' && (
            <p className="bench-axis-note">
              {zh
                ? '对数坐标轴：每条网格线是前一条的 10 倍。'
                : 'Logarithmic axis: each grid line is 10 times the one before.'}
            </p>
          )}
          <figure className="bench-figure">
            <BarChart chart={chart} names={NAMES} />
          </figure>
          <ChartTable chart={chart} names={NAMES} />
        </section>
      ))}

      <PhoneSection />

      <Heading depth={2} id="method" label={zh ? '方法' : 'Method'} />
      <L
        en={
          <>
            <p>
              Each library is built into its own page with Vite (production React, minified) and loaded by
              Chromium with the frame-rate limit and vsync off, so a frame follows as soon as the main thread
              is free: a time is the work plus style, layout and paint, not a multiple of 16.7 ms. The
              viewport is 1280 × 800. Every sample gets a fresh browser context and page; the page generates
              the tree itself from a seed (both libraries get identical options), runs the interaction once on
              a small tree to warm up, waits 250 ms, then runs it on the full one.
            </p>
            <p>
              A time starts at the dispatch of the real, trusted input event (the first pointerdown,
              mousedown, keydown or input event, sent through the DevTools protocol) and ends in the task
              after the first frame painted with the result on screen: the columns with their first or active
              row visible; search results whose every row is a whole path containing the typed text; the
              root's checkbox checked. Search types a six-letter query taken from the tree one letter at a
              time, each after the previous results were painted and a typist's pause. The library's own work
              for the first letter is timed in the page without the input pipeline (median of 9).
            </p>
            <p>
              Memory is read with the 100,000-item column open and the page idle, after two garbage
              collections: the JS heap with typed-array contents, the component's share (minus the reading
              before it mounted), and Blink's DOM heap. DOM elements are counted under the mount point and the
              popup container. The bundle is the component as published (each library's built package) with
              every dependency but React, minified and gzipped, split where the code imports on demand as an
              app's bundler would: what loads with the page, and with the chunks fetched on demand. JavaScript
              only.
            </p>
            <p>
              Libraries alternate order between runs. The charts show medians; a library whose first sample in
              a case takes over {run.slowAfterMs / 1000} s gets {run.slowRuns} samples there instead of{' '}
              {run.runs}, and one whose first sample cannot finish within the cap is not tried again there: a
              reading taken after that interaction (the memory with the 1,000,000-item column open) is then
              missing, shown as “—”.
            </p>
          </>
        }
        zh={
          <>
            <p>
              每个组件用 Vite 构建到各自的页面（生产模式的 React，已压缩），由关闭了帧率限制和垂直同步的
              Chromium 加载，主线程一空闲就产生下一帧：时间是工作本身加上样式、布局和绘制，而不是 16.7 ms
              的整数倍。视口为 1280 ×
              800。每个样本使用全新的浏览器上下文和页面；页面按种子自行生成数据（两个组件拿到完全相同的选项），
              先在小数据上执行一次同样的操作预热，等待 250 ms，再在完整数据上执行。
            </p>
            <p>
              计时从真实、可信的输入事件（通过 DevTools 协议发送的第一个 pointerdown、mousedown、keydown 或
              input
              事件）派发时开始，到结果出现在屏幕上后绘制的第一帧之后的任务结束：各列的第一行或激活行可见；
              搜索结果的每一行都是包含所输入文本的完整路径；根节点的复选框已勾选。搜索时从树中取一个六个字母的查询，
              逐个字母输入，每个字母都在上一次结果绘制完成并停顿片刻之后。第一个字母中组件自身的工作在页面内、
              不经过输入管线单独计时（9 次的中位数）。
            </p>
            <p>
              内存在打开十万项的列、页面空闲并经过两次垃圾回收之后读取：JS
              堆（含类型化数组的内容）、组件所占部分 （减去挂载前的读数），以及 Blink 的 DOM 堆。DOM
              元素数统计挂载点和弹层容器之下的元素。包体积是发布形式的组件（各库构建后的包）连同除 React
              以外的全部依赖，压缩并 gzip，按代码中的按需导入拆分（与应用的打包工具一致）：随页面加载的部分，
              以及加上按需加载的分块之后。只计 JavaScript。
            </p>
            <p>
              每次运行交替组件的顺序。图表显示中位数；某个组件在某个用例中首个样本超过{' '}
              {run.slowAfterMs / 1000} 秒时，该用例只取 {run.slowRuns} 个样本而不是 {run.runs}{' '}
              个；首个样本在上限内无法完成的，不再重试，此后的读数（打开一百万项的列之后的内存）因此缺失，显示为“—”。
            </p>
          </>
        }
      />

      <Heading depth={2} id="reproduce" label={zh ? '复现' : 'Reproduce'} />
      <L
        en={
          <p>
            In a clone of the repository, with Chromium installed, <code>npm ci</code> and then the command
            above. <code>BENCH_RUNS</code> sets the samples per case (5 by default) and{' '}
            <code>BENCH_CASES=open10k,search</code> limits the cases. Without <code>--site</code> it prints
            the table and writes <code>bench-results.json</code> only; with it, it also rewrites{' '}
            <code>site/src/benchmarks/results.json</code>, the file this page is drawn from. A full run takes
            about 5–10 minutes on an idle machine with two cores.
          </p>
        }
        zh={
          <p>
            在仓库的克隆中，安装好 Chromium 后执行 <code>npm ci</code>，再执行上面的命令。
            <code>BENCH_RUNS</code> 设置每个用例的样本数（默认 5），<code>BENCH_CASES=open10k,search</code>{' '}
            限定用例。不带 <code>--site</code> 时只打印表格并写入 <code>bench-results.json</code>
            ；带上它时还会重写 <code>site/src/benchmarks/results.json</code>
            ，也就是本页所用的文件。在一台空闲的双核机器上完整运行约需 5–10 分钟。
          </p>
        }
      />
    </>
  );
}
