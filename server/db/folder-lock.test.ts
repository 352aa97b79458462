import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from './folder-lock';

const folders: string[] = [];
const scratchFolder = () => {
  const root = mkdtempSync(join(tmpdir(), 'folder-lock-'));
  folders.push(root);
  return join(root, 'pglite');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('acquireFolderLock', () => {
  it('refuses a second holder, naming the first one, and frees the folder on release', async () => {
    const folder = scratchFolder();
    const lock = await acquireFolderLock(folder);
    expect(readFileSync(`${folder}.pid`, 'utf8')).toBe(String(process.pid));
    const refusal = await acquireFolderLock(folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FolderLockedError);
    expect((refusal as FolderLockedError).holderPid).toBe(process.pid);
    expect((refusal as Error).message).toContain(`процесс ${process.pid}`);
    expect((refusal as Error).message).toContain(`process ${process.pid}`);
    await lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    expect(existsSync(`${folder}.pid`)).toBe(false);
    const again = await acquireFolderLock(folder);
    await again.release();
  });

  it('takes over the lock of a holder that died without cleaning up', async () => {
    const folder = scratchFolder();
    // a process that takes the lock the same way and is then killed with SIGKILL
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import lockfile from 'proper-lockfile'; import { writeFileSync } from 'node:fs';
         await lockfile.lock(${JSON.stringify(folder)}, { stale: 3000, realpath: false });
         writeFileSync(${JSON.stringify(`${folder}.pid`)}, String(process.pid));
         console.log('locked'); setInterval(() => {}, 1000);`,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    await expect(acquireFolderLock(folder)).rejects.toBeInstanceOf(FolderLockedError);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const started = Date.now();
    const lock = await acquireFolderLock(folder);
    expect(Date.now() - started).toBeLessThan(10_000);
    await lock.release();
  });
});
