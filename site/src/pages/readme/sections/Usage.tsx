import { CodeBlock } from '../../../components/code/CodeBlock';
import { SiteLink } from '../../../components/SiteLink';
import { L } from '../../../i18n/L';

const USAGE = `import Cascader from '@cascadia/react';
import '@cascadia/react/styles.css';

const options = [
  {
    label: '福建',
    value: 'fj',
    children: [
      { label: '福州', value: 'fuzhou', children: [{ label: '马尾', value: 'mawei' }] },
      { label: '泉州', value: 'quanzhou' },
    ],
  },
];

export default function App() {
  return (
    <Cascader
      options={options}
      onChange={(value, selectedOptions) => console.log(value, selectedOptions)}
    >
      <input placeholder="please select address" readOnly />
    </Cascader>
  );
}
`;

export function Usage() {
  return (
    <>
      <CodeBlock code={USAGE} language="tsx" />
      <p>
        <L
          en={
            <>
              Coming from rc-cascader? Change the import: the props, callbacks and class names are the same.
              For a custom interface use the <SiteLink to="/hooks">headless hooks</SiteLink>; outside React
              use the <SiteLink to="/core">core engine</SiteLink>.
            </>
          }
          zh={
            <>
              从 rc-cascader 迁移？只需修改导入：属性、回调和类名都相同。需要自定义界面时使用
              <SiteLink to="/hooks">无样式 Hooks</SiteLink>；在 React 之外使用
              <SiteLink to="/core">核心引擎</SiteLink>。
            </>
          }
        />
      </p>
    </>
  );
}
