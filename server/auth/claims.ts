import type { User } from '../db/schema/index';

// The claims Keycloak puts in its access tokens, so that the app reads one shape from either provider.
export const keycloakClaims = (user: Pick<User, 'login' | 'firstName' | 'lastName' | 'email' | 'roles'>) => ({
  realm_access: { roles: user.roles },
  preferred_username: user.login,
  given_name: user.firstName,
  family_name: user.lastName,
  name: [user.firstName, user.lastName].filter(Boolean).join(' '),
  email: user.email,
});
