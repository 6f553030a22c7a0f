import { defineLocale } from '../define';

/** 日本語. */
export default /* @__PURE__ */ defineLocale('ja-JP', ({ number, detail }) => ({
  direction: 'ltr',
  labels: {
    clear: 'クリア',
    remove: (label) => `${label} を削除`,
    retry: '再試行',
    loading: '読み込み中',
    searching: '検索中',
    searchFailed: '検索に失敗しました',
    tree: '選択肢',
    root: 'すべて',
    breadcrumb: '階層',
    back: (level) => `${level} に戻る`,
    forward: (level) => (level === null ? '進む' : `${level} に進む`),
    done: (count) => (count === null ? '完了' : `完了 (${number(count)})`),
    cancel: 'キャンセル',
    search: '検索',
    notFound: 'データがありません',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join('、'),
    valueFailed: (value) => `${value}（ラベル未読み込み）`,
  },
  messages: {
    results: (count, shown) =>
      count === shown ? `${number(count)} 件の結果` : `${number(count)} 件中 ${number(shown)} 件を表示`,
    moreResults: (shown) => `${number(shown)} 件以上の結果、${number(shown)} 件を表示`,
    noResults: '結果がありません',
    loading: (label) => `${label} を読み込み中`,
    loadFailed: (label, error) =>
      `${label} の読み込みに失敗しました${detail(error, '：')}。Enter キーで再試行します。`,
    pathFailed: (value, error) =>
      `${value} のラベルの読み込みに失敗しました${detail(error, '：')}。リストを開くと再試行します。`,
    loaded: (label, count) => `${label}：${number(count)} 件の選択肢を読み込みました`,
    removed: (label, remaining) => `${label} を削除しました。残り ${number(remaining)} 件`,
    searching: (query) => `「${query}」を検索中…`,
    searchFailed: (query, error) => `「${query}」の検索に失敗しました${detail(error, '：')}`,
    join: (sentences) => sentences.join('。'),
  },
}));
