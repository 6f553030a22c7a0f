import { defineLocale } from '../define';

/** Français. */
export default /* @__PURE__ */ defineLocale('fr-FR', ({ number, plural, detail }) => ({
  direction: 'ltr',
  labels: {
    clear: 'Effacer',
    remove: (label) => `Retirer ${label}`,
    retry: 'Réessayer',
    loading: 'Chargement',
    searching: 'Recherche en cours',
    searchFailed: 'Échec de la recherche',
    tree: 'Options',
    root: 'Tout',
    breadcrumb: 'Niveaux',
    back: (level) => `Retour à ${level}`,
    forward: (level) => (level === null ? 'Suivant' : `Aller à ${level}`),
    done: (count) => (count === null ? 'Terminé' : `Terminé (${number(count)})`),
    cancel: 'Annuler',
    search: 'Rechercher',
    notFound: 'Aucune donnée',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join(', '),
    valueFailed: (value) => `${value} (libellés non chargés)`,
  },
  messages: {
    results: (count, shown) => {
      const found = plural(count, { one: '# résultat', many: '# de résultats', other: '# résultats' });
      return count === shown ? found : `${found}, ${number(shown)} affichés`;
    },
    moreResults: (shown) => `Plus de ${number(shown)} résultats, ${number(shown)} affichés`,
    noResults: 'Aucun résultat',
    loading: (label) => `Chargement de ${label}`,
    loadFailed: (label, error) =>
      `Échec du chargement de ${label}${detail(error, ' : ')}. Appuyez sur Entrée pour réessayer.`,
    pathFailed: (value, error) =>
      `Échec du chargement des libellés de ${value}${detail(error, ' : ')}. Ouvrez la liste pour réessayer.`,
    loaded: (label, count) =>
      `${label} : ${plural(count, { one: '# option chargée', many: '# d’options chargées', other: '# options chargées' })}`,
    removed: (label, remaining) =>
      `Élément retiré : ${label}. ${plural(remaining, { one: '# restant', other: '# restants' })}`,
    searching: (query) => `Recherche de ${query}…`,
    searchFailed: (query, error) => `Échec de la recherche de ${query}${detail(error, ' : ')}`,
    join: (sentences) => sentences.join('. '),
  },
}));
