import closeWithGrace from 'close-with-grace';
import { createServer } from 'vite';
import { loadConfig, type Config } from './config';
import { startFailure } from './db/client';
import { describeStart, serve } from './serve';

const VITE_PORT = 5173;
const viteOrigin = `http://localhost:${VITE_PORT}`;

// The browser works on Vite's origin, which proxies /api and /idp (vite.config.ts): the provider must accept it.
const devConfig = (config: Config): Config => ({
  ...config,
  auth: { ...config.auth, allowedOrigins: [...new Set([...config.auth.allowedOrigins, viteOrigin])] },
});

const config = devConfig(loadConfig());

try {
  const server = await serve(config);
  const vite = await createServer({ server: { port: VITE_PORT, strictPort: true } });
  await vite.listen();
  console.log(describeStart(config, server.url));
  console.log(`Интерфейс с горячей перезагрузкой: ${viteOrigin}`);
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) server.app.log.error({ err }, 'остановка из-за ошибки');
    await vite.close();
    await server.stop();
  });
} catch (error) {
  console.error(startFailure(error));
  process.exit(1);
}
