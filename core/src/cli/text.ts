/**
 * What the command reads and prints, made safe: an options file is the input of someone else as
 * often as not, and its labels go straight to a terminal.
 */

/**
 * Parses an options file: a UTF-8 byte order mark (Windows editors write one) is skipped, and the
 * file must hold an array, since `null` or a lone object would otherwise pass as "no problems".
 * Throws an Error with a readable message otherwise.
 */
export function parseOptionsFile(text: string): unknown[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw new Error(jsonErrorWithPlace(body, (error as Error).message));
  }
  if (!Array.isArray(parsed)) {
    const got = parsed === null ? 'null' : typeof parsed === 'object' ? 'an object' : typeof parsed;
    throw new Error(`the file must hold a JSON array of options, got ${got}`);
  }
  return parsed;
}

/**
 * The parser's message with the line and column of the fault. A truncated file ("Unexpected end of
 * JSON input") names no position at all: its fault is at the end of the text.
 */
export function jsonErrorWithPlace(text: string, message: string): string {
  if (/end of JSON input/i.test(message)) {
    return `the JSON ends early, at ${lineAndColumn(text, text.length)} (the end of the file: is it truncated?)`;
  }
  const at = /at position (\d+)/.exec(message);
  if (at && !/\(line \d+/.test(message)) return `${message} (${lineAndColumn(text, Number(at[1]))})`;
  return message;
}

/** `line 3, column 14` of a character offset (both counted from 1). */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

// C0 controls but tab and newline, DEL and the C1 controls (U+009B is a one-character CSI to some
// terminals), plus the bidirectional overrides that reorder what a line appears to say.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text for a terminal: control characters (escape sequences, bidi overrides) removed. */
export const printable = (text: string): string => text.replace(CONTROL, '');

/** JSON for a terminal: the same characters written as `\u` escapes, so the JSON still parses to them. */
export const printableJson = (value: unknown): string =>
  JSON.stringify(value, null, 2).replace(
    CONTROL,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
