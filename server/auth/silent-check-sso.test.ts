import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SILENT_CHECK_SSO_SCRIPT, SILENT_CHECK_SSO_SCRIPT_HASH } from './silent-check-sso';

const page = readFileSync(new URL('../../public/silent-check-sso.html', import.meta.url), 'utf8');

describe('the silent sign-in page', () => {
  it('runs exactly the one script the Content-Security-Policy allows by its hash', () => {
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes, body]) => [attributes, body])).toEqual([['', SILENT_CHECK_SSO_SCRIPT]]);
    const digest = createHash('sha256').update(scripts[0][2], 'utf8').digest('base64');
    expect(SILENT_CHECK_SSO_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });

  it('hands the address back to its own origin only', () => {
    expect(SILENT_CHECK_SSO_SCRIPT).toBe('parent.postMessage(location.href, location.origin);');
  });
});
