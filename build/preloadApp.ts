import type { HtmlTagDescriptor, Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; moduleIds: string[]; imports: string[] };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

// The boot entry (src/boot.ts) imports the app only once the sign-in has answered, so that the app's long
// evaluation does not hold back the sign-in's own steps (issue 21). Its files are downloaded (and compiled) from
// the start all the same: index.html names each of them as a modulepreload, the first screen's data module first.
// Both modules sit in the 'shell' chunk (vite.config.ts): a chunk is found by the modules it holds.
const PRELOADED_MODULES = ['/src/routes/firstScreen.ts', '/src/main.tsx'];

const staticClosure = (bundle: Bundle, fileName: string, into: Set<string>) => {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
};

export const preloadAppPlugin = (): Plugin => ({
  name: 'preload-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const bundle = context.bundle as unknown as Bundle | undefined;
      if (!bundle) return [];
      const files = new Set<string>();
      for (const module of PRELOADED_MODULES) {
        const chunk = Object.values(bundle).find(
          (item): item is Chunk => item.type === 'chunk' && item.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)),
        );
        if (!chunk) throw new Error(`preload-app: no chunk for ${module}`);
        staticClosure(bundle, chunk.fileName, files);
      }
      return [...files].map(
        (file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }),
      );
    },
  },
});
