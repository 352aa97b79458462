import { parseArgs } from 'node:util';
import { mintAccessToken } from '../auth/mint';
import { signInWithPassword } from '../auth/idp/sign-in-client';
import { findUserByLogin } from '../auth/users';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';

// npm run token -- <login> [--password P]: prints an access token for curl (`Authorization: Bearer …`).
const usage = 'Использование: npm run token -- <логин> [--password <пароль>]';

type ServerState = 'running' | 'absent';

const probeServer = async (baseUrl: string): Promise<ServerState> => {
  try {
    const response = await fetch(`${baseUrl}/idp/.well-known/openid-configuration`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`Сервер на ${baseUrl} отвечает, но встроенного входа /idp на нём нет (HTTP ${response.status})`);
    return 'running';
  } catch (error) {
    if (error instanceof TypeError) return 'absent'; // fetch failed: nothing listens there
    throw error;
  }
};

const fail = (error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
};

// No server: open the database (this takes the PGlite folder lock) and sign the token with the provider's key.
const printOfflineToken = async (config: Config, login: string, baseUrl: string) => {
  const database = await openDatabase(config);
  try {
    const user = await findUserByLogin(database.db, login);
    if (!user) throw new Error(`Пользователь «${login}» не найден`);
    if (user.disabled) throw new Error(`Пользователь «${login}» отключён`);
    const token = await mintAccessToken(database.db, login, {
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      clientId: config.auth.clientId,
      ttlSeconds: config.auth.accessTokenTtl,
    });
    console.error(`Сервер на ${baseUrl} не запущен: токен подписан ключом из базы данных, действует ${config.auth.accessTokenTtl} с.`);
    console.log(token);
  } catch (error) {
    // reported before closing: the process may end while the folder lock is being released
    fail(error);
  } finally {
    await database.close();
  }
};

const main = async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { password: { type: 'string' } } });
  const [login] = positionals;
  if (!login || positionals.length > 1) throw new Error(usage);
  const config = loadConfig();
  if (!config.auth.embedded) throw new Error(`Вход выполняет внешний Keycloak (${config.auth.issuer}): получите токен у него.`);

  const baseUrl = `http://localhost:${config.port}`;
  if ((await probeServer(baseUrl)) === 'running') {
    const tokens = await signInWithPassword({
      baseUrl,
      clientId: config.auth.clientId,
      redirectUri: `${new URL(config.publicUrl).origin}/`,
      login,
      // demo users' passwords are their logins
      password: values.password ?? login,
    });
    console.error(`Вход выполнен на сервере ${baseUrl}; токен действует ${tokens.expires_in} с.`);
    console.log(tokens.access_token);
    return;
  }
  await printOfflineToken(config, login, baseUrl);
};

main().catch(fail);
