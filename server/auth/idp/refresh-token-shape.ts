import type { BaseToken } from 'oidc-provider';

const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// keycloak-js decodes every refresh token as a JWT (notes/identity.md), so the opaque value travels as the third
// segment of an unsigned, informational JWT. Nothing reads the first two segments back.
export const wrapRefreshToken = (opaque: string, token: BaseToken | undefined, issuer: string): string => {
  const header = base64urlJson({ alg: 'none', typ: 'Refresh' });
  const iat = token?.iat ?? Math.floor(Date.now() / 1000);
  const exp = token?.exp ?? (token?.expiration ? iat + token.expiration : undefined);
  const payload = base64urlJson({ typ: 'Refresh', iss: issuer, iat, exp, azp: token?.clientId });
  return `${header}.${payload}.${opaque}`;
};

export const unwrapRefreshToken = (value: string): string => value.slice(value.lastIndexOf('.') + 1);
