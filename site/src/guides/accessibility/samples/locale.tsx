import { Cascader, CascaderLocaleProvider } from '@cascadia/react';
import zhCN from '@cascadia/react/locale/zh-CN';

const options = [{ value: 'zj', label: '浙江', children: [{ value: 'hangzhou', label: '杭州' }] }];

// Once for the whole app: every cascader inside speaks Chinese, its announcements included.
export function App() {
  return (
    <CascaderLocaleProvider locale={zhCN}>
      <Cascader options={options} aria-label="地区" />
    </CascaderLocaleProvider>
  );
}

// Or one cascader, with one text of the pack replaced.
export function OneCascader() {
  return <Cascader options={options} aria-label="地区" locale={zhCN} labels={{ clear: '清空' }} />;
}
