import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves a built single-page app the way a static host with an SPA fallback does: files as they
 * are, and index.html for any other path without a file extension, so deep links and reloads
 * reach the client router. A missing asset (a path with an extension) is a real 404.
 */
export async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const base = path.resolve(root);
  const server = createServer(async (request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = path.join(base, pathname);
    if (!file.startsWith(base)) {
      response.writeHead(403).end();
      return;
    }
    let target = file;
    if (!(await isFile(target))) {
      if (path.extname(pathname)) {
        response.writeHead(404, { 'content-type': TYPES['.txt'] }).end('Not found');
        return;
      }
      target = path.join(base, 'index.html');
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(target).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the system picks a free port, so parallel runs never collide.
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
