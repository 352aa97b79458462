import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { IN_MEMORY } from '../db/client';

// Files of group-chat mailings live in DATA_DIR/uploads under a random storage key; a database in memory (tests)
// has no data folder, so this process keeps them in a temporary folder of its own.
export const uploadsDir = (config: Pick<Config, 'dataDir'>) =>
  config.dataDir === IN_MEMORY ? join(tmpdir(), `tutoring-uploads-${process.pid}`) : resolve(join(config.dataDir, 'uploads'));

// Keys are made by the server (a random UUID); anything else would let a stored key point outside the folder.
const storageKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isStorageKey = (key: string) => storageKeyPattern.test(key);

export const announcementFilePath = (config: Pick<Config, 'dataDir'>, storageKey: string) => {
  if (!isStorageKey(storageKey)) throw new Error(`not a storage key: ${storageKey}`);
  return join(uploadsDir(config), storageKey);
};
