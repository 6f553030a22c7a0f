import { defineLocale } from '../define';

/** English (United States). */
export default /* @__PURE__ */ defineLocale('en-US', ({ number, plural, detail }) => ({
  direction: 'ltr',
  labels: {
    clear: 'Clear',
    remove: (label) => `Remove ${label}`,
    retry: 'Retry',
    loading: 'Loading',
    searching: 'Searching',
    searchFailed: 'Search failed',
    tree: 'Options',
    root: 'All',
    breadcrumb: 'Levels',
    back: (level) => `Back to ${level}`,
    done: (count) => (count === null ? 'Done' : `Done (${number(count)})`),
    cancel: 'Cancel',
    search: 'Search',
    notFound: 'Not Found',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join(', '),
    valueFailed: (value) => `${value} (labels not loaded)`,
  },
  messages: {
    results: (count, shown) => {
      const found = plural(count, { one: '# result', other: '# results' });
      return count === shown ? found : `${found}, showing ${number(shown)}`;
    },
    moreResults: (shown) => `More than ${number(shown)} results, showing ${number(shown)}`,
    noResults: 'No results',
    loading: (label) => `Loading ${label}`,
    loadFailed: (label, error) => `Loading ${label} failed${detail(error, ': ')}. Press Enter to retry.`,
    pathFailed: (value, error) =>
      `Loading the labels of ${value} failed${detail(error, ': ')}. Open the list to retry.`,
    loaded: (label, count) =>
      `${label}: ${plural(count, { one: '# option loaded', other: '# options loaded' })}`,
    removed: (label, remaining) => `Removed ${label}, ${number(remaining)} left`,
    searching: (query) => `Searching for ${query}…`,
    searchFailed: (query, error) => `Searching for ${query} failed${detail(error, ': ')}`,
    join: (sentences) => sentences.join('. '),
  },
}));
