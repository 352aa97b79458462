import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { readIdpSettings } from './idp/settings';
import { demoUsers, realmRoles } from './users';

// deploy/keycloak/realm.json gives an external Keycloak what the embedded provider does: same client, roles,
// demo users, token lifetime, session limits and lockout numbers.
const realm = JSON.parse(readFileSync(new URL('../../deploy/keycloak/realm.json', import.meta.url), 'utf8'));
const defaults = readIdpSettings({});
const config = loadConfig({});

describe('deploy/keycloak/realm.json', () => {
  it('declares realm centre with the four roles', () => {
    expect(realm.realm).toBe('centre');
    expect(realm.roles.realm.map((role: { name: string }) => role.name)).toEqual([...realmRoles]);
  });

  it('has the public web client with PKCE S256 and centre-api in the audience', () => {
    const [client] = realm.clients;
    expect(client).toMatchObject({
      clientId: config.auth.clientId,
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      redirectUris: ['http://localhost:3000/*'],
      attributes: { 'pkce.code.challenge.method': 'S256' },
    });
    expect(client.protocolMappers).toContainEqual(
      expect.objectContaining({
        protocolMapper: 'oidc-audience-mapper',
        config: expect.objectContaining({ 'included.custom.audience': config.auth.audience, 'access.token.claim': 'true' }),
      }),
    );
  });

  it('uses the embedded provider’s token lifetime, session limits and lockout numbers', () => {
    expect(realm).toMatchObject({
      accessTokenLifespan: config.auth.accessTokenTtl,
      ssoSessionIdleTimeout: defaults.sessionIdleSeconds,
      ssoSessionMaxLifespan: defaults.sessionMaxSeconds,
      bruteForceProtected: true,
      permanentLockout: false,
      failureFactor: defaults.lockout.maxFailures,
      waitIncrementSeconds: defaults.lockout.waitIncrementSeconds,
      maxFailureWaitSeconds: defaults.lockout.maxWaitSeconds,
      maxDeltaTimeSeconds: defaults.lockout.failureResetSeconds,
    });
  });

  it('holds the five demo users with their passwords and roles', () => {
    expect(
      realm.users.map((user: { username: string; firstName: string; lastName: string; realmRoles: string[]; credentials: { value: string }[] }) => ({
        login: user.username,
        password: user.credentials[0].value,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: user.realmRoles,
      })),
    ).toEqual(demoUsers.map((demo) => ({ ...demo, roles: [...demo.roles] })));
  });
});
