import { defineLocale } from '../define';

/** Português (Brasil). */
export default /* @__PURE__ */ defineLocale('pt-BR', ({ number, plural, detail }) => ({
  direction: 'ltr',
  labels: {
    clear: 'Limpar',
    remove: (label) => `Remover ${label}`,
    retry: 'Tentar novamente',
    loading: 'Carregando',
    searching: 'Pesquisando',
    searchFailed: 'Falha na pesquisa',
    tree: 'Opções',
    root: 'Todos',
    breadcrumb: 'Níveis',
    back: (level) => `Voltar para ${level}`,
    forward: (level) => (level === null ? 'Avançar' : `Avançar para ${level}`),
    done: (count) => (count === null ? 'Concluir' : `Concluir (${number(count)})`),
    cancel: 'Cancelar',
    search: 'Pesquisar',
    notFound: 'Não há dados',
    moreTags: (count) => `+ ${number(count)} ...`,
    valueList: (labels) => labels.join(', '),
    valueFailed: (value) => `${value} (rótulos não carregados)`,
  },
  messages: {
    results: (count, shown) => {
      const found = plural(count, { one: '# resultado', many: '# de resultados', other: '# resultados' });
      return count === shown ? found : `${found}, mostrando ${number(shown)}`;
    },
    moreResults: (shown) => `Mais de ${number(shown)} resultados, mostrando ${number(shown)}`,
    noResults: 'Nenhum resultado',
    loading: (label) => `Carregando ${label}`,
    loadFailed: (label, error) =>
      `Falha ao carregar ${label}${detail(error, ': ')}. Pressione Enter para tentar novamente.`,
    pathFailed: (value, error) =>
      `Falha ao carregar os rótulos de ${value}${detail(error, ': ')}. Abra a lista para tentar novamente.`,
    loaded: (label, count) =>
      `${label}: ${plural(count, { one: '# opção carregada', many: '# de opções carregadas', other: '# opções carregadas' })}`,
    removed: (label, remaining) =>
      `Item removido: ${label}. ${plural(remaining, { one: 'Resta #', other: 'Restam #' })}`,
    searching: (query) => `Pesquisando ${query}…`,
    searchFailed: (query, error) => `Falha ao pesquisar ${query}${detail(error, ': ')}`,
    join: (sentences) => sentences.join('. '),
  },
}));
