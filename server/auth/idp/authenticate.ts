import type { User } from '../../db/schema/index';
import type { Db } from '../../db/types';
import { verifyAgainstDummy, verifyPassword } from '../passwords';
import { findUserByLogin, maxLoginLength } from '../users';
import type { Lockout } from './lockout';

export type SignInOutcome = 'success' | 'wrong-credentials' | 'locked' | 'disabled';
export type SignInResult = { outcome: 'success'; user: User } | { outcome: Exclude<SignInOutcome, 'success'> };

// Every attempt costs one argon2 verification and the same database work, whether the login exists or not,
// so neither the answer nor its timing tells an unknown login from a wrong password.
export const authenticate = async (db: Db, lockout: Lockout, login: string, password: string): Promise<SignInResult> => {
  // a login no account can have is neither looked up nor counted (no lockout rows keyed by junk)
  const possible = login.length > 0 && login.length <= maxLoginLength;
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
