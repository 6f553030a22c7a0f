/** Joins class names, skipping falsy ones (a 10-line stand-in for `classnames`, one dependency fewer). */
export function cx(...parts: (string | false | null | undefined | Record<string, unknown>)[]): string {
  let out = '';
  for (const part of parts) {
    if (!part) continue;
    if (typeof part === 'string') out += out ? ` ${part}` : part;
    else for (const key in part) if (part[key]) out += out ? ` ${key}` : key;
  }
  return out;
}
