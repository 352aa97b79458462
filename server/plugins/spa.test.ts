import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../build/precompress';
import { spa } from './spa';

// A built app in miniature, precompressed by the build's own step and served by the server's own plugin.
let folder: string;
let app: FastifyInstance;
const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => ({ id: index, name: 'Иван' })))};\n`;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), `<!doctype html><html lang="ru"><head><title>Тест</title></head><body>${'<div></div>'.repeat(200)}</body></html>`);
  writeFileSync(join(folder, 'assets', 'page-abc123.js'), script);
  await precompress(folder);
  app = Fastify();
  await spa(app, folder, { apiBase: '/api', note: '</script><script>alert(1)</script>' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built files go out precompressed (issue 7, item 3)', () => {
  it('sends brotli to a browser that accepts it', async () => {
    const response = await get('/assets/page-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('sends gzip where only gzip is accepted', async () => {
    const response = await get('/assets/page-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is where no encoding is accepted', async () => {
    const response = await get('/assets/page-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('sends them from memory, read once at start (issue 21): no disk access per request', async () => {
    rmSync(join(folder, 'assets', 'page-abc123.js.br'));
    const response = await get('/assets/page-abc123.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers 404, not the app page, for a file the build did not write', async () => {
    const response = await get('/assets/page-000000.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('compresses the page of a client-side route too', async () => {
    const response = await get('/students/table', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<html lang="ru">');
  });
});

describe('the page carries the runtime config (issue 7, item 3)', () => {
  it('inlines it as a JSON block that no text in it can close', async () => {
    for (const url of ['/', '/students/table']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(response.body);
      expect(block).not.toBeNull();
      expect(JSON.parse(block![1])).toEqual({ apiBase: '/api', note: '</script><script>alert(1)</script>' });
      expect(response.body).not.toContain('<script>alert(1)');
    }
  });

  it('sends the same page compressed', async () => {
    const response = await get('/', 'gzip, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe((await get('/')).body);
  });
});
