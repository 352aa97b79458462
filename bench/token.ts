import { mintAccessToken } from '../server/auth/mint';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

// An hour-long admin token for the server that `env` describes, signed with that database's key.
// On PGlite the server must not be running: only one process may open the folder.
export const adminToken = async (env: Record<string, string | undefined>) => {
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    const { issuer, audience, clientId } = config.auth;
    return await mintAccessToken(database.db, 'admin', { issuer, audience, clientId, ttlSeconds: 3600 });
  } finally {
    await database.close();
  }
};
