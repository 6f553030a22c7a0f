/** A problem found in the input or in user code, and its codes. */

/**
 * A problem found in the input. `error`s lose data unless fixed (the node is skipped, or for a
 * repeated sibling value shown as a disabled row that cannot be chosen); `warning`s do not.
 */
export interface Problem {
  /** `error`: data is lost unless the input is fixed; `warning`: it is not. */
  severity: 'error' | 'warning';
  /** Stable machine-readable code, e.g. `duplicate-value`. */
  code: ProblemCode;
  /** The prop the problem is in, e.g. `options` or `fieldNames.value`. */
  prop: string;
  /** Where in the tree: the index path (`options[0].children[2]`) of the offending node. */
  at: string;
  /** What is wrong and how to fix it, naming the prop (only the code in production builds). */
  message: string;
}

/** What a problem is; the site's core guide (/guide/core#problem-codes) explains each one (production messages are only the code). */
export type ProblemCode =
  | 'options-not-array'
  | 'option-not-object'
  | 'missing-value'
  | 'null-value'
  | 'invalid-value'
  | 'duplicate-value'
  | 'children-not-array'
  | 'cycle'
  | 'field-name-unused'
  | 'value-not-found'
  | 'value-not-array'
  | 'load-failed'
  | 'load-timeout'
  | 'deprecated-prop'
  | 'callback-threw'
  | 'option-unreadable'
  | 'too-many-nodes'
  | 'invalid-prop'
  | 'invalid-label'
  | 'conflicting-option';
