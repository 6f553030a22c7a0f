import { CodeBlock } from '../../../components/code/CodeBlock';
import { L } from '../../../i18n/L';

const COMMANDS = `npm ci
npm start          # this site, with live demos, at http://127.0.0.1:5173
npm run build      # core, react and the site
npm run typecheck
npm run lint
npm run pack:check # the published packages installed into apps with React 18 and 19
npx changeset      # describe a change for the next release's changelog`;

export function Development() {
  return (
    <>
      <p>
        <L
          en="An npm workspace with three packages: core (the engine), react (the bindings) and site (this site)."
          zh="一个包含三个包的 npm 工作区：core（引擎）、react（React 绑定）和 site（本站点）。"
        />
      </p>
      <CodeBlock code={COMMANDS} language="text" />
    </>
  );
}
