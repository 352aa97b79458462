import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config';
import { FolderLockedError } from './db/folder-lock';
import { describeStart, serve } from './serve';

const config = loadConfig();

try {
  const server = await serve(config);
  console.log(describeStart(config, server.url));
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'остановка из-за ошибки');
    else server.app.log.info({ signal }, 'остановка');
    await server.stop();
  });
} catch (error) {
  console.error(error instanceof FolderLockedError ? error.message : error);
  process.exit(1);
}
