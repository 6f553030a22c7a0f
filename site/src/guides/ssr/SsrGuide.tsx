import { SiteLink } from '../../components/SiteLink';
import { L } from '../../i18n/L';
import { GuideArticle } from '../GuideArticle';
import { GuideCode } from '../GuideCode';
import { SSR_OUTLINE } from './outline';
import app from './samples/App.tsx?raw';
import cityPicker from './samples/CityPicker.tsx?raw';
import client from './samples/client.tsx?raw';
import page from './samples/page.tsx?raw';
import server from './samples/server.tsx?raw';

function ServerRender() {
  return (
    <>
      <L
        en={
          <p>
            <code>Cascader</code>, <code>Cascader.Panel</code> and the hooks render with{' '}
            <code>react-dom/server</code> in Node: nothing reads <code>window</code> or <code>document</code>{' '}
            while rendering. React 18 and 19 both work. Here is an app:
          </p>
        }
        zh={
          <p>
            <code>Cascader</code>、<code>Cascader.Panel</code> 和各个 Hooks 都可以在 Node 中用{' '}
            <code>react-dom/server</code> 渲染：渲染过程中不读取 <code>window</code> 或 <code>document</code>
            。 React 18 和 19 都支持。下面是一个应用：
          </p>
        }
      />
      <GuideCode source={app} />
      <L en={<p>and the server that renders it:</p>} zh={<p>以及渲染它的服务端代码：</p>} />
      <GuideCode source={server} />
    </>
  );
}

function Hydration() {
  return (
    <>
      <L
        en={
          <p>
            The browser hydrates the same tree over that HTML. Every DOM id comes from React's{' '}
            <code>useId</code>, so the ids the server wrote are the ones the client expects, and hydration
            reports no mismatch (tests/react/hydrate.test.tsx checks this for a closed, an open, a checkable
            and a drill-down cascader).
          </p>
        }
        zh={
          <p>
            浏览器在这段 HTML 上水合同一棵组件树。所有 DOM id 都来自 React 的 <code>useId</code>
            ，服务端写出的 id 正是客户端期望的，水合不会报告不匹配（tests/react/hydrate.test.tsx
            对关闭、打开、多选和逐级进入的级联选择都做了检查）。
          </p>
        }
      />
      <GuideCode source={client} />
    </>
  );
}

function UseClient() {
  return (
    <>
      <L
        en={
          <p>
            Every file of <code>@cascadia/react</code> begins with <code>"use client"</code>, so a Server
            Component (Next.js's app router, say) can import <code>Cascader</code> and render it with plain
            data: <code>options</code>, <code>defaultValue</code>, <code>placeholder</code>. Functions such as{' '}
            <code>onChange</code> or <code>loadData</code> cannot cross from a Server Component to a Client
            Component, so the part of the page that holds them is a Client Component of your own:
          </p>
        }
        zh={
          <p>
            <code>@cascadia/react</code> 的每个文件都以 <code>"use client"</code> 开头，所以服务端组件（例如
            Next.js 的 app router）可以导入 <code>Cascader</code> 并传入纯数据来渲染：<code>options</code>、
            <code>defaultValue</code>、<code>placeholder</code>。<code>onChange</code>、<code>loadData</code>{' '}
            这类函数不能从服务端组件传给客户端组件，所以持有它们的部分要写成你自己的客户端组件：
          </p>
        }
      />
      <GuideCode source={cityPicker} />
      <L en={<p>and the Server Component passes it the data:</p>} zh={<p>再由服务端组件把数据传给它：</p>} />
      <GuideCode source={page} />
      <L
        en={
          <p>
            <code>@cascadia/core</code> has no directive: it is plain TypeScript with no React, and runs on
            either side.
          </p>
        }
        zh={
          <p>
            <code>@cascadia/core</code> 没有这个指令：它是不依赖 React 的纯 TypeScript，在哪一端都能运行。
          </p>
        }
      />
    </>
  );
}

function ServerOutput() {
  return (
    <L
      en={
        <ul>
          <li>
            The selector with the value's labels (or each tag: with <code>maxTagCount="responsive"</code>{' '}
            every tag shows until the client has measured), the input and the live region.
          </li>
          <li>
            No popup, even with <code>open</code>: it is a portal, and mounts in the browser. A{' '}
            <code>Cascader.Panel</code> is inline and renders its columns on the server.
          </li>
          <li>
            <code>layout="auto"</code> keeps the columns on the server, where nothing can be measured; the
            browser switches to drill-down after hydration if two columns do not fit.
          </li>
          <li>
            A long column renders a window of its first 24 rows until the virtualiser has loaded in the
            browser; at most 16 columns of a deep value render before anything was measured.
          </li>
        </ul>
      }
      zh={
        <ul>
          <li>
            选择框及其中值的标签（或每个标签：<code>maxTagCount="responsive"</code>{' '}
            时在客户端测量之前会显示全部标签）、输入框和播报区域。
          </li>
          <li>
            不渲染弹层，即使设置了 <code>open</code>：弹层是 portal，在浏览器中挂载。
            <code>Cascader.Panel</code> 是内联的，会在服务端渲染出各列。
          </li>
          <li>
            <code>layout="auto"</code>{' '}
            在服务端保持多列布局，因为那里无法测量；水合后若两列放不下，浏览器再切换为逐级进入。
          </li>
          <li>长列表在浏览器加载虚拟列表模块之前只渲染前 24 行；很深的值在测量之前最多渲染 16 列。</li>
        </ul>
      }
    />
  );
}

/** Server rendering, hydration and "use client" (issue 26). */
export default function SsrGuide() {
  return (
    <GuideArticle
      id="ssr"
      lead={
        <L
          en={
            <p>
              How to render Cascadia on the server, hydrate it in the browser and use it from React Server
              Components. For the rest of the API see <SiteLink to="/hooks">Headless hooks</SiteLink>.
            </p>
          }
          zh={
            <p>
              如何在服务端渲染 Cascadia、在浏览器中水合，以及在 React 服务端组件中使用它。其余 API 见{' '}
              <SiteLink to="/hooks">无样式 Hooks</SiteLink>。
            </p>
          }
        />
      }
      outline={SSR_OUTLINE}
      bodies={{
        'server-render': ServerRender,
        hydration: Hydration,
        'use-client': UseClient,
        'server-output': ServerOutput,
      }}
    />
  );
}
