import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type BundleSize = { initialJs: Size; homeExtraJs: Size; homeChunks: string[] };
// raw: the file; wire: what the server sends a browser that accepts brotli (the .br the build wrote beside it)
type Size = { raw: number; wire: number };

const sizeOf = (dist: string, files: Iterable<string>): Size => {
  let raw = 0;
  let wire = 0;
  for (const file of files) {
    const path = join(dist, file);
    const bytes = readFileSync(path);
    raw += bytes.length;
    wire += existsSync(`${path}.br`) ? statSync(`${path}.br`).size : gzipSync(bytes, { level: 6 }).length;
  }
  return { raw, wire };
};

// The JS files a chunk needs: itself and what it imports statically, transitively (as /work/shared/perf/bundle-size.mjs).
const staticClosure = (manifest: Manifest, keys: string[]) => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
};

// What the first page after sign-in downloads: the entry with its static imports, plus the home page's lazy chunk.
export const measureBundle = (dist: string): BundleSize => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const keys = Object.keys(manifest);
  const initial = staticClosure(manifest, keys.filter((key) => manifest[key].isEntry));
  const homeKeys = keys.filter((key) => manifest[key].isDynamicEntry && /home/i.test(key));
  if (homeKeys.length === 0) {
    const lazy = keys.filter((key) => manifest[key].isDynamicEntry).join(', ');
    throw new Error(`no lazy chunk of the home page in the manifest; lazy entries: ${lazy}`);
  }
  const homeExtra = [...staticClosure(manifest, homeKeys)].filter((file) => !initial.has(file));
  return { initialJs: sizeOf(dist, initial), homeExtraJs: sizeOf(dist, homeExtra), homeChunks: homeKeys };
};

export type PageSize = { path: string; title: string; module: string; chunk: Size; beyondEntry: Size; pageTotal: Size };

// The screens of src/routes/pages.ts and the src/pages/**/*Pages.ts lists it spreads: route, title, lazy module.
const declaredPages = (root: string) => {
  const files = [join(root, 'src/routes/pages.ts'), ...listFiles(join(root, 'src/pages')).filter((file) => /Pages\.tsx?$/.test(file))];
  const entry = /path:\s*'([^']+)'[\s\S]*?title:\s*'([^']+)'[\s\S]*?load:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(entry)].map(([, path, title, target]) => ({
      path,
      title,
      module: relative(root, resolve(dirname(file), target)),
    })),
  );
};

const listFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? listFiles(join(folder, item.name)) : [join(folder, item.name)],
  );

// One row per screen: its lazy chunk alone, what it adds to the entry (its chunk and the shared chunks it
// imports that the entry does not), and the whole page (entry + that).
export const measurePages = (root: string, dist: string): PageSize[] => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const initial = staticClosure(manifest, Object.keys(manifest).filter((key) => manifest[key].isEntry));
  const initialSize = sizeOf(dist, initial);
  return declaredPages(root).map((page) => {
    const key = ['.tsx', '.ts'].map((extension) => `${page.module}${extension}`).find((candidate) => manifest[candidate]);
    if (!key) throw new Error(`${page.module} (page ${page.path}) is not in the build's manifest`);
    const beyondEntry = sizeOf(dist, [...staticClosure(manifest, [key])].filter((file) => !initial.has(file)));
    return {
      ...page,
      chunk: sizeOf(dist, [manifest[key].file]),
      beyondEntry,
      pageTotal: { raw: initialSize.raw + beyondEntry.raw, wire: initialSize.wire + beyondEntry.wire },
    };
  });
};
