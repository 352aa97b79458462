import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

// Issue 20: the sign-in page's stylesheet was sent uncompressed, where the app's own files come as .br/.gz.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const source = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url));
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the sign-in page assets under /idp/assets (issue 20)', () => {
  it('sends idp.css as brotli to a browser that takes br and gzip, the same stylesheet', async () => {
    const response = await get('/idp/assets/idp.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toContain('text/css');
    expect(response.rawPayload.length).toBeLessThan(source('idp.css').length / 2);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(source('idp.css'));
  });

  it('sends it as gzip to one that takes gzip only, and as it is to one that takes neither', async () => {
    const gzipped = await get('/idp/assets/idp.css', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload)).toEqual(source('idp.css'));
    const plain = await get('/idp/assets/idp.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(source('idp.css'));
  });

  it('sends logout.js as it is: under 1 kB, as the build leaves its small files', async () => {
    expect(source('logout.js').length).toBeLessThan(1024);
    const response = await get('/idp/assets/logout.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(source('logout.js'));
  });
});
