import type { Bundle, Chunk } from './bundleChunks';

// A chunk of a made-up build, for the build plugins' tests.
export const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  { imports = [], moduleIds = [] }: { imports?: string[]; moduleIds?: string[] } = {},
): Chunk => ({ type: 'chunk', fileName, facadeModuleId, moduleIds, imports });

export const bundleOf = (chunks: Chunk[]): Bundle => Object.fromEntries(chunks.map((item) => [item.fileName, item]));
