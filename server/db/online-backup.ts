import type { PGlite } from '@electric-sql/pglite';

// What `npm run backup` writes for the embedded database, and what `npm run restore` reads: PGlite's own dump of its
// data folder, gzipped (the files PostgreSQL keeps on disk, not SQL).
export const PGLITE_BACKUP_FORMAT = 'pglite-tar-gz';
export const pgliteBackupName = (at: Date) => `pglite-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

// A consistent copy of an open PGlite database, while it serves (docs/architecture.md "Backup and restore").
// PGlite runs one transaction at a time: inside a transaction of our own no other one is open, so the copy is the
// database between two transactions, with every one committed before it and none after it. CHECKPOINT first writes
// every changed page to the files, so the copy opens without replaying WAL. Writes wait meanwhile (about a second
// for the demo database); the archive is built in memory, as PGlite's dumpDataDir does.
export const dumpOpenPglite = async (pglite: PGlite): Promise<Blob> => {
  let archive: Blob | undefined;
  await pglite.transaction(async (tx) => {
    await tx.exec('checkpoint');
    archive = await pglite.dumpDataDir('gzip');
  });
  return archive!;
};
