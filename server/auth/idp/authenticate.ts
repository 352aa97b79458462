import type { User } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { verifyAgainstDummy, verifyPassword } from '../passwords';
import { findUserByLogin, maxLoginLength } from '../users';
import type { Lockout } from './lockout';

export type SignInOutcome = 'success' | 'wrong-credentials' | 'locked' | 'disabled';
export type SignInResult = { outcome: 'success'; user: User } | { outcome: Exclude<SignInOutcome, 'success'> };

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

// Every attempt costs one argon2 verification and the same database work, whether the login exists or not,
// so neither the answer nor its timing tells an unknown login from a wrong password.
export const authenticate = async (db: Db, lockout: Lockout, login: string, password: string): Promise<SignInResult> => {
  // a login no account can have is neither looked up nor counted (no lockout rows keyed by junk)
  // nor one with control characters (a NUL is not even storable in a PostgreSQL text)
  const possible = login.length > 0 && login.length <= maxLoginLength && !CONTROL_CHARACTER.test(login);
  const user = possible ? await findUserByLogin(db, login) : undefined;
  const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!possible) return { outcome: 'wrong-credentials' };
  // during a temporary lockout even the right password is refused, with the same words
  if (await lockout.isLocked(login)) return { outcome: 'locked' };
  if (!user || !passwordMatches) {
    await lockout.recordFailure(login);
    return { outcome: 'wrong-credentials' };
  }
  if (user.disabled) return { outcome: 'disabled' };
  await lockout.recordSuccess(login);
  return { outcome: 'success', user };
};
