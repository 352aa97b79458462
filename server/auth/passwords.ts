import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum (ASVS 11.4.2).
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    // a malformed stored hash never signs anyone in
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

// Unknown logins are checked against a throwaway hash so that they take as long as a wrong password.
export const verifyAgainstDummy = async (password: string): Promise<false> => {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
};

export const minPasswordLength = 8;

export const passwordProblem = (password: string): string | undefined =>
  password.length < minPasswordLength ? `Пароль должен быть не короче ${minPasswordLength} символов` : undefined;
