/**
 * Words for the index and the query: runs of letters or digits, and every Han character on its
 * own, since Chinese titles have no spaces (so "默认值" can be found by "默认" or "值").
 */
const TOKEN = /\p{Script=Han}|[\p{L}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(TOKEN) ?? [];
}
