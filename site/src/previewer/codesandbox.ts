import { compressToBase64 } from 'lz-string';
import { DEMO_FILE, type ProjectFiles } from './project';

/** CodeSandbox's define API: a form POST that creates a sandbox from the given files. */
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** The `parameters` field: the files as JSON, lz-string compressed into URL-safe base64. */
export function codeSandboxParameters(files: ProjectFiles): string {
  const payload = {
    files: Object.fromEntries(
      Object.entries(files).map(([path, content]) => [path, { content, isBinary: false }]),
    ),
  };
  return compressToBase64(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Which file the new sandbox opens. */
export const CODESANDBOX_QUERY = `file=/${DEMO_FILE}`;
