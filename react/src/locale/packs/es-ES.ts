import { defineLocale } from '../define';

/** Español (España). */
export default /* @__PURE__ */ defineLocale('es-ES', ({ number, plural, detail }) => ({
  direction: 'ltr',
  labels: {
    clear: 'Borrar',
    remove: (label) => `Quitar ${label}`,
    retry: 'Reintentar',
    loading: 'Cargando',
    searching: 'Buscando',
    searchFailed: 'Error en la búsqueda',
    tree: 'Opciones',
    root: 'Todo',
    breadcrumb: 'Niveles',
    back: (level) => `Volver a ${level}`,
    forward: (level) => (level === null ? 'Avanzar' : `Avanzar a ${level}`),
    done: (count) => (count === null ? 'Listo' : `Listo (${number(count)})`),
    cancel: 'Cancelar',
    search: 'Buscar',
    notFound: 'No hay datos',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join(', '),
    valueFailed: (value) => `${value} (etiquetas no cargadas)`,
  },
  messages: {
    results: (count, shown) => {
      const found = plural(count, { one: '# resultado', many: '# de resultados', other: '# resultados' });
      return count === shown ? found : `${found}, se muestran ${number(shown)}`;
    },
    moreResults: (shown) => `Más de ${number(shown)} resultados, se muestran ${number(shown)}`,
    noResults: 'No hay resultados',
    loading: (label) => `Cargando ${label}`,
    loadFailed: (label, error) =>
      `Error al cargar ${label}${detail(error, ': ')}. Pulse Intro para reintentar.`,
    pathFailed: (value, error) =>
      `Error al cargar las etiquetas de ${value}${detail(error, ': ')}. Abra la lista para reintentar.`,
    loaded: (label, count) =>
      `${label}: ${plural(count, { one: '# opción cargada', many: '# de opciones cargadas', other: '# opciones cargadas' })}`,
    removed: (label, remaining) =>
      `Se ha quitado ${label}; ${plural(remaining, { one: 'queda #', other: 'quedan #' })}`,
    searching: (query) => `Buscando ${query}…`,
    searchFailed: (query, error) => `Error al buscar ${query}${detail(error, ': ')}`,
    join: (sentences) => sentences.join('. '),
  },
}));
