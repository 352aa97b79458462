// The build's chunks as Vite's HTML hooks see them (context.bundle), and the files a chunk loads with it.
export type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; moduleIds: string[]; imports: string[] };
export type Bundle = Record<string, Chunk | { type: 'asset' }>;

export const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');

// a chunk and every chunk it imports statically, each once, into `into`
export const staticClosure = (bundle: Bundle, fileName: string, into: Set<string>) => {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
};
