import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's layers (docs/architecture.md): routes call services, services and the shared helpers of lib/
// read and write the database. Nothing below routes/ imports from it, so a helper is shared through lib/ and
// never copied between a route and a service (issue 7).
const folder = (name: string) => fileURLToPath(new URL(`./${name}/`, import.meta.url));
const sources = (name: string) =>
  readdirSync(folder(name))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file: `${name}/${file}`, text: readFileSync(`${folder(name)}${file}`, 'utf8') }));

const importsOf = (text: string) => [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]);

describe('server layers', () => {
  it.each(['services', 'lib'])('%s/ imports nothing from routes/', (layer) => {
    const wrong = sources(layer).flatMap(({ file, text }) =>
      importsOf(text)
        .filter((path) => /(^|\/)routes\//.test(path))
        .map((path) => `${file} → ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it('lib/ imports no service either', () => {
    const wrong = sources('lib').flatMap(({ file, text }) =>
      importsOf(text)
        .filter((path) => /(^|\/)services\//.test(path))
        .map((path) => `${file} → ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it('finds such an import', () => {
    expect(importsOf("import { x } from '../routes/info-list';").filter((path) => /(^|\/)routes\//.test(path))).toHaveLength(1);
  });
});
