import { lazy, Suspense, useId, useMemo, useState } from 'react';
import {
  BoltIcon,
  CheckIcon,
  CodeIcon,
  CopyIcon,
  ExternalIcon,
  PlaygroundIcon,
  SandboxIcon,
} from '../components/icons';
import type { DemoEntry } from '../demos/registry';
import { localizePath } from '../i18n/locale';
import { useLocale, useMessages } from '../i18n/useLocale';
import { CODESANDBOX_DEFINE_URL, CODESANDBOX_QUERY, codeSandboxParameters } from './codesandbox';
import { playgroundUrl } from './playground';
import { demoProject } from './project';
import { singleFileSource } from './singleFile';
import { openInStackBlitz } from './stackblitz';
import { useCopy } from './useCopy';
import { useDemoSource } from './useDemoSource';
import './SourcePreviewer.css';

// The highlighter is only needed once a reader asks for the code: keep it out of demo pages.
const CodeBlock = lazy(() => import('../components/code/CodeBlock').then((m) => ({ default: m.CodeBlock })));

/**
 * The toolbar under a live demo and its highlighted source: copy, show/hide, open standalone,
 * and open in the TypeScript playground, CodeSandbox or StackBlitz (each in a new tab).
 */
export function SourcePreviewer({ demo }: { demo: DemoEntry }) {
  const locale = useLocale();
  const messages = useMessages();
  const loaded = useDemoSource(demo.id);
  const source = loaded?.text ?? null;
  const [shown, setShown] = useState(false);
  const { copied, copy } = useCopy();
  const codeId = useId();
  const title = demo.title[locale];
  const files = useMemo(
    () => (loaded?.text ? demoProject(demo.id, title, loaded.text, loaded.helpers) : null),
    [demo.id, title, loaded],
  );
  // The playground takes one file: the demo with its local modules inlined ahead of it.
  const playgroundHref = useMemo(
    () => (loaded?.text ? playgroundUrl(singleFileSource(loaded.text, loaded.helpers), locale) : undefined),
    [loaded, locale],
  );
  const sandboxParameters = useMemo(() => (files ? codeSandboxParameters(files) : ''), [files]);

  return (
    <div className="previewer">
      <div className="previewer-toolbar">
        <a
          className="icon-button"
          href={localizePath(`/~demos/${demo.id}`, locale)}
          target="_blank"
          rel="noopener noreferrer"
          title={messages.openStandalone}
          data-action="standalone"
        >
          <ExternalIcon size={18} />
          <span className="visually-hidden">
            {messages.openStandalone} {messages.newTab}
          </span>
        </a>
        <a
          className="icon-button"
          href={playgroundHref}
          aria-disabled={source ? undefined : true}
          target="_blank"
          rel="noopener noreferrer"
          title={messages.openPlayground}
          data-action="playground"
        >
          <PlaygroundIcon />
          <span className="visually-hidden">
            {messages.openPlayground} {messages.newTab}
          </span>
        </a>
        <form
          action={CODESANDBOX_DEFINE_URL}
          method="POST"
          target="_blank"
          className="previewer-form"
          rel="noopener"
        >
          <input type="hidden" name="parameters" value={sandboxParameters} />
          <input type="hidden" name="query" value={CODESANDBOX_QUERY} />
          <button
            type="submit"
            className="icon-button"
            disabled={!files}
            title={messages.openCodeSandbox}
            data-action="codesandbox"
          >
            <SandboxIcon />
            <span className="visually-hidden">
              {messages.openCodeSandbox} {messages.newTab}
            </span>
          </button>
        </form>
        <button
          type="button"
          className="icon-button"
          disabled={!files}
          title={messages.openStackBlitz}
          data-action="stackblitz"
          onClick={() => files && void openInStackBlitz(title, demo.description[locale], files)}
        >
          <BoltIcon />
          <span className="visually-hidden">
            {messages.openStackBlitz} {messages.newTab}
          </span>
        </button>
        <span className="previewer-toolbar-gap" />
        <button
          type="button"
          className="icon-button"
          disabled={!source}
          title={copied ? messages.copied : messages.copyCode}
          data-action="copy"
          onClick={() => source && copy(source)}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
          <span className="visually-hidden">{copied ? messages.copied : messages.copyCode}</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-expanded={shown}
          aria-controls={codeId}
          title={shown ? messages.hideCode : messages.showCode}
          data-action="toggle-code"
          onClick={() => setShown((s) => !s)}
        >
          <CodeIcon />
          <span className="visually-hidden">{shown ? messages.hideCode : messages.showCode}</span>
        </button>
      </div>
      <div id={codeId} className="previewer-code" hidden={!shown}>
        {shown && source !== null && (
          <Suspense fallback={null}>
            <CodeBlock code={source} language="tsx" />
          </Suspense>
        )}
      </div>
    </div>
  );
}
