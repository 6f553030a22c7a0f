import { CodeBlock } from '../../../components/code/CodeBlock';
import { L } from '../../../i18n/L';

export function Install() {
  return (
    <>
      <CodeBlock code="npm install @cascadia/react" language="text" />
      <p>
        <L
          en={
            <>
              <code>@cascadia/react</code> brings <code>@cascadia/core</code> with it; install the core alone
              to use the engine without React.
            </>
          }
          zh={
            <>
              <code>@cascadia/react</code> 会一并安装 <code>@cascadia/core</code>；不使用 React
              时可以只安装核心引擎。
            </>
          }
        />
      </p>
    </>
  );
}
