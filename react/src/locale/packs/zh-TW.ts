import { defineLocale } from '../define';

/** 繁體中文（台灣）. */
export default /* @__PURE__ */ defineLocale('zh-TW', ({ number, detail }) => ({
  direction: 'ltr',
  labels: {
    clear: '清除',
    remove: (label) => `移除 ${label}`,
    retry: '重試',
    loading: '載入中',
    searching: '搜尋中',
    searchFailed: '搜尋失敗',
    tree: '選項',
    root: '全部',
    breadcrumb: '層級',
    back: (level) => `返回${level}`,
    forward: (level) => (level === null ? '前進' : `前進到${level}`),
    done: (count) => (count === null ? '確定' : `確定 (${number(count)})`),
    cancel: '取消',
    search: '搜尋',
    notFound: '無資料',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join('、'),
    valueFailed: (value) => `${value}（名稱未載入）`,
  },
  messages: {
    results: (count, shown) =>
      count === shown ? `${number(count)} 個結果` : `共 ${number(count)} 個結果，顯示前 ${number(shown)} 個`,
    moreResults: (shown) => `超過 ${number(shown)} 個結果，顯示前 ${number(shown)} 個`,
    noResults: '沒有結果',
    loading: (label) => `正在載入${label}`,
    loadFailed: (label, error) => `${label}載入失敗${detail(error, '：')}。按 Enter 鍵重試。`,
    pathFailed: (value, error) => `${value} 的名稱載入失敗${detail(error, '：')}。開啟清單即可重試。`,
    loaded: (label, count) => `${label}：已載入 ${number(count)} 個選項`,
    removed: (label, remaining) => `已移除 ${label}，剩餘 ${number(remaining)} 項`,
    searching: (query) => `正在搜尋「${query}」…`,
    searchFailed: (query, error) => `搜尋「${query}」失敗${detail(error, '：')}`,
    join: (sentences) => sentences.join('。'),
  },
}));
