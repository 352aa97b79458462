import type { HtmlTagDescriptor, Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; moduleIds: string[]; imports: string[] };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

// The boot entry (src/boot.ts) imports the app only once the sign-in has answered, so that the app's long
// evaluation does not hold back the sign-in's own steps (issue 21). Its files are downloaded (and compiled) from
// the start all the same: index.html names each of them as a modulepreload, the first screen's data module first.
// Both modules are build entries (vite.config.ts) whose code sits in the 'shell' chunk: each entry's own file is a
// few lines that import the shell, and is preloaded too, or the boot's import() would wait a round trip for it.
const PRELOADED_MODULES = ['/src/routes/firstScreen.ts', '/src/main.tsx'];

const BOOT_SCRIPT = '<script type="module" crossorigin';
const ASYNC_BOOT_SCRIPT = '<script type="module" async crossorigin';

const isModule = (id: string | null, module: string) => id !== null && id.replaceAll('\\', '/').endsWith(module);

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
    handler: (html, context) => {
      const bundle = context.bundle as unknown as Bundle | undefined;
      if (!bundle) return [];
      const files = new Set<string>();
      for (const module of PRELOADED_MODULES) {
        const chunk = Object.values(bundle).find((item): item is Chunk => item.type === 'chunk' && isModule(item.facadeModuleId, module));
        if (!chunk) throw new Error(`preload-app: no entry chunk for ${module}`);
        staticClosure(bundle, chunk.fileName, files);
      }
      // the boot entry's own imports are preloaded by Vite already
      const tags = [...files].filter((file) => !html.includes(`"/${file}"`)).map(
        (file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }),
      );
      // The boot runs as soon as its few files are here, not after antd.css has loaded and been parsed (a module
      // script is deferred: it waits for the stylesheets before it): the sign-in's round trips start that much
      // earlier. The boot waits for <body> itself (src/boot.ts); the server puts the runtime config before it.
      if (!html.includes(BOOT_SCRIPT)) throw new Error(`preload-app: no ${BOOT_SCRIPT} in index.html`);
      return { html: html.replace(BOOT_SCRIPT, ASYNC_BOOT_SCRIPT), tags };
    },
  },
});
