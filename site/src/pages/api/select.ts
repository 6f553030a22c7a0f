import type { ExportDoc, ExportKind } from '../../../build/types';
import type { Localized } from '../../i18n/locale';

type Named = Pick<ExportDoc, 'name' | 'kind'>;

/**
 * Types the hooks hand out that are not named after them: the layout state and its parts, and
 * what the headless kit's hooks return.
 */
const HOOK_STATE_TYPES = new Set([
  'CascaderLayout',
  'LayoutCrumb',
  'LayoutMode',
  'PopupPosition',
  'VirtualListWindow',
  'VirtualRow',
  'VirtualRowProps',
]);

/** The headless kit's component: a search result's labels with the matches marked, and its props. */
const KIT_PARTS = new Set(['SearchHighlight', 'SearchHighlightProps']);

/**
 * What the hooks page documents: the hooks, the types named after them (`UseCascaderProps`…), the
 * layout state they return, and the headless kit (`usePopupPosition`, `useVirtualList`,
 * `SearchHighlight`).
 */
export function hookExports<T extends Named>(reactExports: readonly T[] | null): T[] {
  return (reactExports ?? []).filter(
    (e) =>
      e.kind === 'hook' ||
      KIT_PARTS.has(e.name) ||
      ((e.kind === 'interface' || e.kind === 'type') &&
        (/^Use[A-Z]/.test(e.name) || HOOK_STATE_TYPES.has(e.name))),
  );
}

/** What the core page documents: everything @cascadia/core exports. */
export function coreExports<T extends Named>(coreExports: readonly T[] | null): T[] {
  return [...(coreExports ?? [])];
}

export const KIND_TITLES: Record<ExportKind, Localized> = {
  hook: { 'en-US': 'Hooks', 'zh-CN': 'Hooks' },
  component: { 'en-US': 'Components', 'zh-CN': '组件' },
  function: { 'en-US': 'Functions', 'zh-CN': '函数' },
  class: { 'en-US': 'Classes', 'zh-CN': '类' },
  constant: { 'en-US': 'Constants', 'zh-CN': '常量' },
  interface: { 'en-US': 'Interfaces', 'zh-CN': '接口' },
  type: { 'en-US': 'Types', 'zh-CN': '类型' },
};

const KIND_ORDER: ExportKind[] = ['hook', 'component', 'function', 'class', 'constant', 'interface', 'type'];

/** Exports grouped by kind, in reading order: the h2 sections of an API page. */
export function groupByKind<T extends Named>(exports: readonly T[]): { kind: ExportKind; items: T[] }[] {
  return KIND_ORDER.map((kind) => ({ kind, items: exports.filter((e) => e.kind === kind) })).filter(
    (g) => g.items.length > 0,
  );
}
