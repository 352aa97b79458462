import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config';
import { startFailure } from './db/client';
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
  console.error(startFailure(error));
  process.exit(1);
}
