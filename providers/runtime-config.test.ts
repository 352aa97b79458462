// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBase, loadRuntimeConfig, noRoleAccess } from './runtime-config';
import { writeInlineData } from './testing/inlineData';

const config = { auth: { issuer: 'http://localhost:3000/idp', clientId: 'crm' }, apiBase: '/api/', noRoleAccess: 'none' };

const inline = (text: string) => writeInlineData('runtime-config', text);

afterEach(() => {
  document.getElementById('runtime-config')?.remove();
  vi.unstubAllGlobals();
});

describe('loadRuntimeConfig', () => {
  it('reads the config the page carries, without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    inline(JSON.stringify(config));
    await expect(loadRuntimeConfig()).resolves.toEqual({ ...config, apiBase: '/api' });
    expect(fetch).not.toHaveBeenCalled();
    expect(apiBase()).toBe('/api');
    expect(noRoleAccess()).toBe('none');
  });

  it.each([['no inline config', undefined], ['a broken one', '{"auth":'], ['one of another shape', '{"apiBase":1}']])(
    'asks GET /api/config when the page has %s',
    async (_label, text) => {
      const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(config), { status: 200 }));
      vi.stubGlobal('fetch', fetch);
      if (text !== undefined) inline(text);
      await expect(loadRuntimeConfig()).resolves.toMatchObject({ auth: config.auth });
      expect(fetch).toHaveBeenCalledWith('/api/config', expect.anything());
    },
  );

  it('fails when the server answers an error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 503 })));
    await expect(loadRuntimeConfig()).rejects.toThrow('GET /api/config answered 503');
  });
});
