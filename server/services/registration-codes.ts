import { randomInt } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  REGISTRATION_CODE_ALPHABET,
  REGISTRATION_CODE_DAYS,
  REGISTRATION_CODE_LENGTH,
  registrationCodeTexts,
  TELEGRAM_CONNECTED,
  TELEGRAM_NOT_CONNECTED,
} from '../../resources/registration-codes';
import { parents, registrationCodes, students } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { BadRequestError, NotFoundError } from '../errors';
import { countedPage, russianOrder, searchIn, type InfoListQuery, type InfoListSpec } from '../lib/info-list';
import { audit, lockRow, type WriteContext } from '../lib/write-context';

// A fresh code: REGISTRATION_CODE_LENGTH characters of the alphabet, each from the CSPRNG (`pick` is for tests).
export const newRegistrationCode = (pick: (size: number) => number = randomInt) =>
  Array.from({ length: REGISTRATION_CODE_LENGTH }, () => REGISTRATION_CODE_ALPHABET[pick(REGISTRATION_CODE_ALPHABET.length)]).join('');

const studentCode = alias(registrationCodes, 'student_code');
const parentCode = alias(registrationCodes, 'parent_code');
// a live code: neither used nor revoked nor expired
const live = (code: typeof studentCode | typeof parentCode) => and(isNull(code.usedAt), isNull(code.revokedAt), gt(code.expiresAt, sql`now()`));
const moscowDay = (column: AnyPgColumn) => sql<string | null>`to_char((${column} at time zone 'Europe/Moscow')::date, 'YYYY-MM-DD')`;
const telegram = (column: AnyPgColumn) =>
  sql<string>`case when ${column} is not null then ${TELEGRAM_CONNECTED} else ${TELEGRAM_NOT_CONNECTED} end`;
const parentTelegram = sql<string | null>`case when ${parents.id} is null then null else ${telegram(parents.telegramId)} end`;

const texts = {
  studentCodeExpiresAt: moscowDay(studentCode.expiresAt),
  parentCodeExpiresAt: moscowDay(parentCode.expiresAt),
  studentInTelegram: telegram(students.telegramId),
  parentInTelegram: parentTelegram,
};
const columnFields = {
  sequentialId: students.id,
  studentName: students.name,
  studentRegistrationCode: studentCode.code,
  parentId: parents.id,
  parentName: parents.name,
  parentRegistrationCode: parentCode.code,
};

// docs/api-operations.md "Registration codes": the active students, each with the parent; q finds a student or a
// parent by name.
export const registrationCodeListSpec: InfoListSpec = {
  id: students.id,
  fields: columnFields,
  texts,
  search: [searchIn(students.id, students, students.id, [students.name]), searchIn(students.parentId, parents, parents.id, [parents.name])],
  defaultOrder: [russianOrder(students.name)],
};

const rows = (db: DbOrTx, where: InfoListQuery['where']) =>
  db
    .select({ ...columnFields, ...texts })
    .from(students)
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(studentCode, and(eq(studentCode.studentId, students.id), live(studentCode)))
    .leftJoin(parentCode, and(eq(parentCode.parentId, parents.id), live(parentCode)))
    .where(and(eq(students.isArchived, false), where))
    .$dynamic();

export const listRegistrationCodes = async (db: DbOrTx, query: InfoListQuery) =>
  countedPage(query, rows(db, query.where).orderBy(...query.orderBy), db.select({ total: count() }).from(rows(db, query.where).as('codes')));

type Person = { studentId: number } | { parentId: number };

// Revokes the person's live code (expired ones included: they are dead already) and stores a new one; the caller's
// transaction holds the person's row, so two issues for one person follow each other.
const issue = async (context: WriteContext, person: Person) => {
  const owner = 'studentId' in person ? registrationCodes.studentId : registrationCodes.parentId;
  const personId = 'studentId' in person ? person.studentId : person.parentId;
  await context.tx
    .update(registrationCodes)
    .set({ revokedAt: new Date() })
    .where(and(eq(owner, personId), isNull(registrationCodes.usedAt), isNull(registrationCodes.revokedAt)));
  const expiresAt = new Date(Date.now() + REGISTRATION_CODE_DAYS * 86_400_000);
  const [row] = await context.tx
    .insert(registrationCodes)
    .values({ ...person, code: newRegistrationCode(), expiresAt })
    .returning({ id: registrationCodes.id, code: registrationCodes.code, expiresAt: registrationCodes.expiresAt });
  // the audit says who issued a code to whom, never the code itself
  await audit(context, 'issue-code', 'registration-codes', row.id, null, { ...person, expiresAt: row.expiresAt.toISOString() });
  return { code: row.code, expiresAt: row.expiresAt.toISOString() };
};

const lockStudent = async (context: WriteContext, studentId: number) => {
  const student = await lockRow(context.tx, students, studentId);
  if (!student || student.isArchived) throw new NotFoundError(registrationCodeTexts.studentMissing);
  return student;
};

export const issueStudentCode = async (context: WriteContext, studentId: number) => {
  await lockStudent(context, studentId);
  return issue(context, { studentId });
};

export const issueParentCode = async (context: WriteContext, studentId: number) => {
  const student = await lockStudent(context, studentId);
  if (student.parentId === null) throw new BadRequestError(registrationCodeTexts.noParent);
  await lockRow(context.tx, parents, student.parentId);
  return issue(context, { parentId: student.parentId });
};
