import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { bundleOf, chunk } from './bundleFixture';
import { pageFilesOf, pageImportsIn } from './pageFiles';

type Program = Parameters<typeof pageImportsIn>[0];

const parsed = (code: string) => parseAst(code) as unknown as Program;

describe('pageImportsIn', () => {
  it('pairs each page entry’s route with the module its load imports', () => {
    const code = `
      import { X } from './x';
      export const clientsPages = [
        { path: '/clients/table', title: 'Заявки', resources: ['clients'], load: () => import('./table/ApplicationsTablePage') },
        { path: '/clients/:clientId', title: 'Заявка', load: () => import('./card/ClientPage') },
      ];`;
    expect(pageImportsIn(parsed(code))).toEqual([
      { path: '/clients/table', specifier: './table/ApplicationsTablePage' },
      { path: '/clients/:clientId', specifier: './card/ClientPage' },
    ]);
  });

  it('leaves out objects that are not page entries', () => {
    const code = `
      export const other = { path: '/a' };
      export const loader = { load: () => import('./b') };
      export const computed = { path: '/c', load: () => import(name) };`;
    expect(pageImportsIn(parsed(code))).toEqual([]);
  });
});

const bundle = bundleOf([
  chunk('assets/shell-1.js', null, { imports: ['assets/runtime-1.js'] }),
  chunk('assets/runtime-1.js', null),
  chunk('assets/Table-1.js', '/repo/src/pages/a/Table.tsx', { imports: ['assets/shell-1.js', 'assets/grid-1.js'] }),
  chunk('assets/grid-1.js', null, { imports: ['assets/shell-1.js', 'assets/runtime-1.js'] }),
  chunk('assets/shared-1.js', null, { imports: ['assets/shell-1.js'], moduleIds: ['/repo/src/pages/a/Card.tsx', '/repo/src/pages/b/Card.tsx'] }),
]);

const HTML = '<link rel="modulepreload" crossorigin href="/assets/shell-1.js"><link rel="modulepreload" crossorigin href="/assets/runtime-1.js">';

describe('pageFilesOf', () => {
  it('lists each page’s chunk and what it imports, less what index.html loads already', () => {
    const pages = new Map([['/a/table', '/repo/src/pages/a/Table.tsx']]);
    expect(pageFilesOf(pages, bundle, HTML)).toEqual({ '/a/table': ['/assets/Table-1.js', '/assets/grid-1.js'] });
  });

  it('finds a page module that sits in a shared chunk', () => {
    const pages = new Map([['/a/:id', '/repo/src/pages/a/Card.tsx']]);
    expect(pageFilesOf(pages, bundle, HTML)).toEqual({ '/a/:id': ['/assets/shared-1.js'] });
  });

  it('fails the build when a page has no chunk', () => {
    const pages = new Map([['/gone', '/repo/src/pages/Gone.tsx']]);
    expect(() => pageFilesOf(pages, bundle, HTML)).toThrow('page-files: no chunk for /gone (/repo/src/pages/Gone.tsx)');
  });
});
