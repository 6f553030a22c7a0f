const warned = new Set<string>();

/**
 * Prints a warning once per message for the lifetime of the page, as React does for its own
 * deprecations: a prop passed on every render must not flood the console.
 */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  if (typeof console !== 'undefined') console.warn(`Warning: [Cascadia] ${message}`);
}

/** For tests: forget which warnings were printed. */
export function resetWarnings(): void {
  warned.clear();
}

/**
 * A warning rc-cascader also gives, in its words and its way (`console.error`, once per message):
 * test suites written for rc-cascader and antd spy on these exact lines.
 */
export function warnRc(message: string): void {
  const text = `Warning: ${message}`;
  if (warned.has(text)) return;
  warned.add(text);
  if (typeof console !== 'undefined') console.error(text);
}
