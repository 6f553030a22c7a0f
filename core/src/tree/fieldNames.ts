import type { FieldNames } from '../types/types';

/** `fieldNames` with every key filled in. */
export type ResolvedFieldNames = Required<FieldNames>;

/** rc-cascader's keys: `label`, `value` and `children`. */
export const DEFAULT_FIELD_NAMES: ResolvedFieldNames = /* @__PURE__ */ Object.freeze({
  label: 'label',
  value: 'value',
  children: 'children',
});

/** Fills in the defaults; a missing or empty key falls back to rc-cascader's name for it. */
export function resolveFieldNames(fieldNames?: FieldNames | null): ResolvedFieldNames {
  if (!fieldNames) return DEFAULT_FIELD_NAMES;
  return {
    label: fieldNames.label || DEFAULT_FIELD_NAMES.label,
    value: fieldNames.value || DEFAULT_FIELD_NAMES.value,
    children: fieldNames.children || DEFAULT_FIELD_NAMES.children,
  };
}

export function sameFieldNames(a: ResolvedFieldNames, b: ResolvedFieldNames): boolean {
  return a.label === b.label && a.value === b.value && a.children === b.children;
}
