import { defineLocale } from '../define';

/** 简体中文. */
export default /* @__PURE__ */ defineLocale('zh-CN', ({ number, detail }) => ({
  direction: 'ltr',
  labels: {
    clear: '清除',
    remove: (label) => `删除 ${label}`,
    retry: '重试',
    loading: '加载中',
    searching: '搜索中',
    searchFailed: '搜索失败',
    tree: '选项',
    root: '全部',
    breadcrumb: '层级',
    back: (level) => `返回${level}`,
    forward: (level) => (level === null ? '前进' : `前进到${level}`),
    done: (count) => (count === null ? '确定' : `确定 (${number(count)})`),
    cancel: '取消',
    search: '搜索',
    notFound: '暂无数据',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join('、'),
    valueFailed: (value) => `${value}（名称未加载）`,
  },
  messages: {
    results: (count, shown) =>
      count === shown ? `${number(count)} 个结果` : `共 ${number(count)} 个结果，显示前 ${number(shown)} 个`,
    moreResults: (shown) => `超过 ${number(shown)} 个结果，显示前 ${number(shown)} 个`,
    noResults: '无结果',
    loading: (label) => `正在加载${label}`,
    loadFailed: (label, error) => `${label}加载失败${detail(error, '：')}。按 Enter 键重试。`,
    pathFailed: (value, error) => `${value} 的名称加载失败${detail(error, '：')}。打开列表即可重试。`,
    loaded: (label, count) => `${label}：已加载 ${number(count)} 个选项`,
    removed: (label, remaining) => `已删除 ${label}，剩余 ${number(remaining)} 项`,
    searching: (query) => `正在搜索“${query}”…`,
    searchFailed: (query, error) => `搜索“${query}”失败${detail(error, '：')}`,
    join: (sentences) => sentences.join('。'),
  },
}));
