import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendEncoded, type EncodedBody } from '../lib/encoded-body';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

// The build's files (dist/assets, named after their content) with the .br and .gz the build wrote beside them
// (build/precompress.ts), by name.
export const readBuiltAssets = (folder: string) => {
  const assets = new Map<string, { type: string; body: EncodedBody }>();
  if (!existsSync(folder)) return assets;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = join(folder, entry.name);
    const body = { plain: readFileSync(file), br: readIfThere(`${file}.br`), gzip: readIfThere(`${file}.gz`) };
    assets.set(entry.name, { type: CONTENT_TYPES[extname(entry.name)] ?? 'application/octet-stream', body });
  }
  return assets;
};

// /assets/* from memory, read once at start like index.html (issue 21): a cold load asks for some 25 of them, and
// the static plugin stat()ed, opened and streamed each from disk, a few ms of the server's one thread apiece while
// the browser loads the page on the same two cores. A name the build did not write is the app's 404. Their
// requests are not logged (two lines each at 'info'): warnings and errors still are.
export const builtAssets = (app: FastifyInstance, distFolder: string) => {
  const assets = readBuiltAssets(join(distFolder, 'assets'));
  app.get<{ Params: { name: string } }>('/assets/:name', { logLevel: 'warn' }, (request, reply) => {
    const asset = assets.get(request.params.name);
    if (!asset) return reply.callNotFound();
    // named after their content, they never change under the same name
    return sendEncoded(request, reply.type(asset.type).header('cache-control', 'public, max-age=31536000, immutable'), asset.body);
  });
};
