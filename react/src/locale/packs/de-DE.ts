import { defineLocale } from '../define';

/** Deutsch. */
export default /* @__PURE__ */ defineLocale('de-DE', ({ number, plural, detail }) => ({
  direction: 'ltr',
  labels: {
    clear: 'Löschen',
    remove: (label) => `${label} entfernen`,
    retry: 'Erneut versuchen',
    loading: 'Wird geladen',
    searching: 'Suche läuft',
    searchFailed: 'Suche fehlgeschlagen',
    tree: 'Optionen',
    root: 'Alle',
    breadcrumb: 'Ebenen',
    back: (level) => `Zurück zu ${level}`,
    forward: (level) => (level === null ? 'Weiter' : `Weiter zu ${level}`),
    done: (count) => (count === null ? 'Fertig' : `Fertig (${number(count)})`),
    cancel: 'Abbrechen',
    search: 'Suchen',
    notFound: 'Keine Daten',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join(', '),
    valueFailed: (value) => `${value} (Bezeichnungen nicht geladen)`,
  },
  messages: {
    results: (count, shown) => {
      const found = plural(count, { one: '# Ergebnis', other: '# Ergebnisse' });
      return count === shown ? found : `${found}, ${number(shown)} angezeigt`;
    },
    moreResults: (shown) => `Mehr als ${number(shown)} Ergebnisse, ${number(shown)} angezeigt`,
    noResults: 'Keine Ergebnisse',
    loading: (label) => `${label} wird geladen`,
    loadFailed: (label, error) =>
      `Laden von ${label} fehlgeschlagen${detail(error, ': ')}. Zum Wiederholen die Eingabetaste drücken.`,
    pathFailed: (value, error) =>
      `Laden der Bezeichnungen von ${value} fehlgeschlagen${detail(error, ': ')}. Zum Wiederholen die Liste öffnen.`,
    loaded: (label, count) =>
      `${label}: ${plural(count, { one: '# Option geladen', other: '# Optionen geladen' })}`,
    removed: (label, remaining) => `${label} entfernt, ${number(remaining)} übrig`,
    searching: (query) => `Suche nach ${query}…`,
    searchFailed: (query, error) => `Suche nach ${query} fehlgeschlagen${detail(error, ': ')}`,
    join: (sentences) => sentences.join('. '),
  },
}));
