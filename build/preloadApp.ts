import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunksOf, staticClosure, type Bundle } from './bundleChunks';

// The boot entry (src/boot.ts) imports the app only once the sign-in has answered, so that the app's long
// evaluation does not hold back the sign-in's own steps (issue 21). Its files are downloaded (and compiled) from
// the start all the same: index.html names each of them as a modulepreload, the first screen's data module first.
// Both modules are build entries (vite.config.ts) whose code sits in the 'shell' chunk: each entry's own file is a
// few lines that import the shell, and is preloaded too, or the boot's import() would wait a round trip for it.
const PRELOADED_MODULES = ['/src/routes/firstScreen.ts', '/src/main.tsx'];

const isModule = (id: string | null, module: string) => id !== null && id.replaceAll('\\', '/').endsWith(module);

export const preloadAppPlugin = (): Plugin => ({
  name: 'preload-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const bundle = context.bundle as unknown as Bundle | undefined;
      if (!bundle) return [];
      const files = new Set<string>();
      for (const module of PRELOADED_MODULES) {
        const chunk = chunksOf(bundle).find((item) => isModule(item.facadeModuleId, module));
        if (!chunk) throw new Error(`preload-app: no entry chunk for ${module}`);
        staticClosure(bundle, chunk.fileName, files);
      }
      // the boot entry's own imports are preloaded by Vite already
      return [...files].filter((file) => !html.includes(`"/${file}"`)).map(
        (file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }),
      );
    },
  },
});
