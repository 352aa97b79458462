import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { bundleOf, chunk } from './bundleFixture';
import { preloadAppPlugin } from './preloadApp';

// the shape of the production build: two entries whose own files only import the shell, where their code is
const bundle = bundleOf([
  chunk('assets/index-1.js', '/repo/index.html', { moduleIds: ['/repo/src/boot.ts'], imports: ['assets/runtime-1.js'] }),
  chunk('assets/runtime-1.js', null, { moduleIds: ['\0rolldown/runtime.js'] }),
  chunk('assets/firstScreen-1.js', '/repo/src/routes/firstScreen.ts', { imports: ['assets/shell-1.js', 'assets/runtime-1.js'] }),
  chunk('assets/app-1.js', '/repo/src/main.tsx', { imports: ['assets/shell-1.js'] }),
  chunk('assets/shell-1.js', null, {
    moduleIds: ['/repo/src/routes/firstScreen.ts', '/repo/src/main.tsx'],
    imports: ['assets/zod-1.js', 'assets/runtime-1.js'],
  }),
  chunk('assets/zod-1.js', null, { moduleIds: ['/repo/node_modules/zod/index.js'] }),
  chunk('assets/StudentsTablePage-1.js', '/repo/src/pages/students/table/StudentsTablePage.tsx', { imports: ['assets/shell-1.js'] }),
]);

const VITE_HTML = '<script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">';

const transform = (html: string, files: object) => {
  const { transformIndexHtml } = preloadAppPlugin();
  const { handler } = transformIndexHtml as { handler: IndexHtmlTransformHook };
  return handler.call({} as ThisParameterType<IndexHtmlTransformHook>, html, { bundle: files } as unknown as IndexHtmlTransformContext) as HtmlTagDescriptor[];
};

describe('preloadAppPlugin', () => {
  it('preloads both entries, their own files first, and what they import, once each', () => {
    const hrefs = transform(VITE_HTML, bundle).map((tag) => tag.attrs?.href);
    expect(hrefs).toEqual(['/assets/firstScreen-1.js', '/assets/shell-1.js', '/assets/zod-1.js', '/assets/app-1.js']);
  });

  it('leaves out the pages, which the boot starts by the address', () => {
    const hrefs = transform(VITE_HTML, bundle).map((tag) => tag.attrs?.href);
    expect(hrefs).not.toContain('/assets/StudentsTablePage-1.js');
  });

  it('writes module preloads with the same credentials mode as the module scripts', () => {
    const [first] = transform(VITE_HTML, bundle);
    expect(first).toEqual({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/firstScreen-1.js' }, injectTo: 'head' });
  });

  it('fails the build when an entry is missing', () => {
    const { ['assets/app-1.js']: _app, ...withoutApp } = bundle;
    expect(() => transform(VITE_HTML, withoutApp)).toThrow('preload-app: no entry chunk for /src/main.tsx');
  });
});
