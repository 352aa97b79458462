import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../errors';
import { encodeOnce, sendEncoded, type EncodedBody } from '../lib/encoded-body';
import { builtAssets } from './built-assets';

// APP_DIST_DIR serves another build (`vite build --outDir …`): two end-to-end runs side by side keep their own assets.
const builtApp = process.env.APP_DIST_DIR ?? fileURLToPath(new URL('../../dist/', import.meta.url));

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Интерфейс не собран</title></head>
<body><h1>Интерфейс не собран</h1>
<p>Соберите его командой <code>npm run build</code> (или запустите <code>npm start</code>) и обновите страницу.</p>
<p>Для разработки: <code>npm run dev</code>, затем откройте адрес сервера Vite.</p></body></html>`;

const isServerPath = (url: string) => /^\/(api|idp)(\/|\?|$)/.test(url);

// '/students/table' is a page of the app; '/assets/x.js' or '/logo.png' is a file that is missing
const looksLikeFile = (url: string) => /\.[^/]+$/.test(url.split('?')[0]);

// The page carries what GET /api/config answers, so the sign-in starts without asking for it first
// (providers/runtime-config.ts reads it). A JSON block is data, not a script: the CSP has nothing to allow.
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
const withInlineConfig = (html: string, config: unknown) =>
  html.replace(
    '</head>',
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script></head>`,
  );

// index.html with the config, compressed once at start: it is the same for every request.
const pageOf = (distFolder: string, config: unknown): EncodedBody =>
  encodeOnce(Buffer.from(withInlineConfig(readFileSync(join(distFolder, 'index.html'), 'utf8'), config)));

const sendPage = (page: EncodedBody, request: FastifyRequest, reply: FastifyReply) =>
  sendEncoded(request, reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache'), page);

// The built SPA from ./dist; any other GET outside /api and /idp gets index.html (client-side routes).
export const spa = async (app: FastifyInstance, distFolder = builtApp, runtimeConfig: unknown = {}) => {
  const built = existsSync(join(distFolder, 'index.html'));
  const page = built ? pageOf(distFolder, runtimeConfig) : undefined;
  if (built) {
    // '/' is where the identity provider sends users back
    app.get('/', (request, reply) => sendPage(page!, request, reply));
    builtAssets(app, distFolder);
    // the other files of the build's root (favicon, the silent sign-in page)
    await app.register(fastifyStatic, {
      root: distFolder,
      index: false,
      wildcard: true,
      preCompressed: true, // the .br and .gz files written by the build (build/precompress.ts)
      cacheControl: false, // set per file below
      setHeaders: (res) => {
        // caches keep the brotli, gzip and plain answers apart
        res.setHeader('vary', 'accept-encoding');
        res.setHeader('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url) && !looksLikeFile(request.url);
    if (!wantsPage) throw new NotFoundError(request.url.startsWith('/api') ? 'Не найдено' : 'Страница не найдена');
    if (!page) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return sendPage(page, request, reply);
  });
};
