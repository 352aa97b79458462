import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../errors';

const builtApp = fileURLToPath(new URL('../../dist/', import.meta.url));

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Интерфейс не собран</title></head>
<body><h1>Интерфейс не собран</h1>
<p>Соберите его командой <code>npm run build</code> (или запустите <code>npm start</code>) и обновите страницу.</p>
<p>Для разработки: <code>npm run dev</code>, затем откройте адрес сервера Vite.</p></body></html>`;

const isServerPath = (url: string) => /^\/(api|idp)(\/|\?|$)/.test(url);

// '/students/table' is a page of the app; '/assets/x.js' or '/logo.png' is a file that is missing
const looksLikeFile = (url: string) => /\.[^/]+$/.test(url.split('?')[0]);

// The built SPA from ./dist; any other GET outside /api and /idp gets index.html (client-side routes).
export const spa = async (app: FastifyInstance, distFolder = builtApp) => {
  const built = existsSync(join(distFolder, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distFolder,
      index: ['index.html'], // '/' is where the identity provider sends users back
      wildcard: true,
      preCompressed: true, // the .br and .gz files written by the build (build/precompress.ts)
      cacheControl: false, // set per file below
      setHeaders: (res, path) => {
        // caches keep the brotli, gzip and plain answers apart
        res.setHeader('vary', 'accept-encoding');
        // Vite names these files after their content: they never change under the same name
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url) && !looksLikeFile(request.url);
    if (!wantsPage) throw new NotFoundError(request.url.startsWith('/api') ? 'Не найдено' : 'Страница не найдена');
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.sendFile('index.html');
  });
};
