import { and, eq, isNull } from 'drizzle-orm';
import { REGISTRATION_CODE_DAYS } from '../../resources/registration-codes';
import { parents, registrationCodes, students } from '../db/schema/index';
import type { Tx } from '../db/types';
import { newRegistrationCode } from '../services/registration-codes';
import { createRandom } from './random';

const DAY = 86_400_000;

// Demo codes (/students/registration-codes-table): most students and parents not yet in Telegram hold a live
// code issued in the last weeks; some hold none (the admin issues one), some an expired one (shown as none).
export const seedRegistrationCodes = async (tx: Tx) => {
  const random = createRandom(20_261_126);
  const code = () => newRegistrationCode((size) => random.integer(0, size - 1));
  const issuedAt = () => Date.now() - random.integer(0, 33) * DAY;
  const expiring = (issued: number) => new Date(issued + REGISTRATION_CODE_DAYS * DAY);
  const waitingStudents = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.isArchived, false), isNull(students.telegramId)))
    .orderBy(students.id);
  const waitingParents = await tx.select({ id: parents.id }).from(parents).where(isNull(parents.telegramId)).orderBy(parents.id);
  const rows = [
    ...waitingStudents.filter(() => random.chance(0.9)).map(({ id }) => ({ studentId: id })),
    ...waitingParents.filter(() => random.chance(0.9)).map(({ id }) => ({ parentId: id })),
  ].map((person) => {
    const issued = issuedAt();
    return { ...person, code: code(), createdAt: new Date(issued), expiresAt: expiring(issued) };
  });
  for (let start = 0; start < rows.length; start += 500) await tx.insert(registrationCodes).values(rows.slice(start, start + 500));
};
