import { describe, expect, it } from 'vitest';
import { generatedFiles, readRegistry, renderRegistry } from '../scripts/resource-registry';

// A new folder resources/<entity>/ is found by `npm run db:generate`, which writes the three registry files; a
// folder added, renamed or removed without it would be missing from the menu, the server or the migration.
describe('the generated registry of resources/<entity>/ folders', () => {
  it.each(Object.keys(generatedFiles) as (keyof typeof generatedFiles)[])('has %s up to date', async (file) => {
    const expected = await renderRegistry();
    expect(readRegistry()[file], `${generatedFiles[file]} is stale: run npm run db:generate`).toBe(expected[file]);
  });
});
