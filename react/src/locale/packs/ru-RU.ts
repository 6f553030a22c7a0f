import { defineLocale } from '../define';

/** Русский. */
export default /* @__PURE__ */ defineLocale('ru-RU', ({ number, plural, detail }) => ({
  direction: 'ltr',
  labels: {
    clear: 'Очистить',
    remove: (label) => `Удалить ${label}`,
    retry: 'Повторить',
    loading: 'Загрузка',
    searching: 'Поиск',
    searchFailed: 'Ошибка поиска',
    tree: 'Варианты',
    root: 'Все',
    breadcrumb: 'Уровни',
    back: (level) => `Назад: ${level}`,
    forward: (level) => (level === null ? 'Вперёд' : `Вперёд: ${level}`),
    done: (count) => (count === null ? 'Готово' : `Готово (${number(count)})`),
    cancel: 'Отмена',
    search: 'Поиск',
    notFound: 'Нет данных',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join(', '),
    valueFailed: (value) => `${value} (названия не загружены)`,
  },
  messages: {
    results: (count, shown) => {
      const found = plural(count, {
        one: '# результат',
        few: '# результата',
        many: '# результатов',
        other: '# результата',
      });
      return count === shown ? found : `${found}, показано ${number(shown)}`;
    },
    // After «более» the noun is genitive: «более 21 результата», «более 25 результатов».
    moreResults: (shown) =>
      `${plural(shown, { one: 'Более # результата', other: 'Более # результатов' })}, показано ${number(shown)}`,
    noResults: 'Нет результатов',
    loading: (label) => `Загрузка: ${label}`,
    loadFailed: (label, error) =>
      `Не удалось загрузить ${label}${detail(error, ': ')}. Нажмите Enter, чтобы повторить.`,
    pathFailed: (value, error) =>
      `Не удалось загрузить названия для ${value}${detail(error, ': ')}. Откройте список, чтобы повторить.`,
    loaded: (label, count) =>
      `${label}: загружено ${plural(count, {
        one: '# вариант',
        few: '# варианта',
        many: '# вариантов',
        other: '# варианта',
      })}`,
    removed: (label, remaining) => `Удалено: ${label}. Осталось: ${number(remaining)}`,
    searching: (query) => `Поиск: ${query}…`,
    searchFailed: (query, error) => `Ошибка поиска «${query}»${detail(error, ': ')}`,
    join: (sentences) => sentences.join('. '),
  },
}));
