import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './build/precompress';
import { preloadAppPlugin } from './build/preloadApp';
import { antdStylesPlugin } from './build/antdStyles';
import { pageFilesPlugin } from './build/pageFiles';

// a module this small (bytes of source) joins its shared chunk rather than getting a file of its own
const SMALL_MODULE_BYTES = 8_000;

// the app's shared code that draws no chart and drags nothing (the pages' own folders and the board stay out, so
// that charts and drag-and-drop load only where they are used)
const APP_COMMON = /[\\/](resources|providers|src[\\/](lib|crud|auth|routes|layout)|src[\\/]components[\\/](?!board[\\/]))[\\/]?/;

// what the boot entry (src/boot.ts) loads itself: it stays out of the shared chunks, or the boot would load them
const BOOT_MODULES = /[\\/](src[\\/]boot(PageFiles)?|providers[\\/](keycloak|runtime-config|token-revocation|inline-data))\.ts$|[\\/]node_modules[\\/]keycloak-js[\\/]|^\0vite[\\/]|[\\/]index\.html/;

// @refinedev/antd's and @refinedev/core's single-file builds import react-markdown (MarkdownField) and papaparse
// (useImport) at the top; neither is used here, and neither package says it is free of side effects, so the
// bundler would keep them on every page (issue 21: 40 kB of every first screen's script on the wire). They have
// none.
const MARKDOWN_AND_CSV = /[\\/]node_modules[\\/](react-markdown|remark-[^\\/]+|micromark[^\\/]*|mdast-[^\\/]+|hast-[^\\/]+|unist-[^\\/]+|unified|vfile[^\\/]*|bail|trough|is-plain-obj|extend|property-information|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|parse-entities|character-[^\\/]+|is-(?:buffer|plain-obj|alphabetical|alphanumerical|decimal|hexadecimal|whitespace-character|word-character)|mdurl|xtend|papaparse)[\\/]/;

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react(), antdStylesPlugin(), preloadAppPlugin(), pageFilesPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // the app (src/main.tsx) and the boot's first-screen module are entries of their own beside the page: what they
      // import statically is tagged '$initial', which the 'shell' group below takes (build/preloadApp.ts preloads it)
      input: { index: 'index.html', app: 'src/main.tsx', firstScreen: 'src/routes/firstScreen.ts' },
      preserveEntrySignatures: 'allow-extension',
      treeshake: {
        moduleSideEffects: [{ test: MARKDOWN_AND_CSV, sideEffects: false }],
      },
      output: {
        // the shared chunks below take modules without their dependencies: each module's body still runs in its
        // source order, whichever chunk holds it
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            // zod and its one setting (jitless: no eval probe, which CSP reports) in one chunk: the setting then runs
            // before any schema of any other chunk is built, whichever chunk loads first
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|resources[\\/]zod-config/, priority: 5 },
            // The app's own small modules shared by several pages (helpers, hooks, cells, declarations) in one chunk
            // instead of one file each (issue 21: 76 files under 3 kB on the first page; HTTP/1.1 fetches 6 at a time)
            {
              name: 'app-common',
              test: (id: string) => APP_COMMON.test(id) && !BOOT_MODULES.test(id),
              minShareCount: 2,
              maxModuleSize: SMALL_MODULE_BYTES,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // What the app's shell runs whichever page is opened (React, antd's core, Refine, the router, the layout,
            // the declarations), as the bundler tree-shook it, in one file instead of some sixty (issue 21: HTTP/1.1
            // fetches six at a time). The boot's own modules stay out, or the sign-in would wait for this chunk.
            { name: 'shell', tags: ['$initial'], test: (id: string) => !BOOT_MODULES.test(id), includeDependenciesRecursively: false, priority: 4 },
            // antd's components that most pages share (imported by 20 or more of the build's chunks: table, select,
            // inputs, pagination, tags, dialogs, alerts, with their rc-* parts and Babel's helpers) in one file instead
            // of a dozen: every first screen loaded them all, 13 files, and its sign-in and first GETs queued behind
            // them (issue 21: HTTP/1.1 fetches six at a time). A lower share count takes in the pickers and uploads of
            // fewer pages. A list's first screen: 25 → 14 files, 550 → 548 kB.
            {
              name: 'antd-common',
              test: /[\\/]node_modules[\\/](antd|rc-[^\\/]+|@rc-component[\\/][^\\/]+|@babel[\\/]runtime|dayjs)[\\/]/,
              minShareCount: 20,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // the icons, tiny modules each
            { name: 'icons', test: /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/, minShareCount: 2, includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/idp': `http://localhost:${serverPort}`,
    },
  },
});
