import { defineLocale } from '../define';

/** 한국어. */
export default /* @__PURE__ */ defineLocale('ko-KR', ({ number, detail }) => ({
  direction: 'ltr',
  labels: {
    clear: '지우기',
    remove: (label) => `${label} 삭제`,
    retry: '다시 시도',
    loading: '불러오는 중',
    searching: '검색 중',
    searchFailed: '검색 실패',
    tree: '옵션',
    root: '전체',
    breadcrumb: '단계',
    back: (level) => `${level}(으)로 돌아가기`,
    forward: (level) => (level === null ? '앞으로' : `${level}(으)로 이동`),
    done: (count) => (count === null ? '완료' : `완료 (${number(count)})`),
    cancel: '취소',
    search: '검색',
    notFound: '데이터 없음',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join(', '),
    valueFailed: (value) => `${value} (레이블을 불러오지 못함)`,
  },
  messages: {
    results: (count, shown) =>
      count === shown ? `결과 ${number(count)}개` : `결과 ${number(count)}개 중 ${number(shown)}개 표시`,
    moreResults: (shown) => `결과 ${number(shown)}개 이상, ${number(shown)}개 표시`,
    noResults: '결과 없음',
    loading: (label) => `${label} 불러오는 중`,
    loadFailed: (label, error) =>
      `${label} 불러오기 실패${detail(error, ': ')}. Enter 키를 눌러 다시 시도하세요.`,
    pathFailed: (value, error) =>
      `${value}의 레이블을 불러오지 못했습니다${detail(error, ': ')}. 목록을 열면 다시 시도합니다.`,
    loaded: (label, count) => `${label}: 옵션 ${number(count)}개를 불러왔습니다`,
    removed: (label, remaining) => `${label} 삭제됨, ${number(remaining)}개 남음`,
    searching: (query) => `${query} 검색 중…`,
    searchFailed: (query, error) => `${query} 검색 실패${detail(error, ': ')}`,
    join: (sentences) => sentences.join('. '),
  },
}));
