import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type BundleSize = { initialJs: Size; homeExtraJs: Size; homeChunks: string[] };
type Size = { raw: number; gzip: number };

const sizeOf = (dist: string, files: Iterable<string>): Size => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 6 }).length;
  }
  return { raw, gzip };
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
