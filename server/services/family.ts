import { eq } from 'drizzle-orm';
import { clientParents, parents, studentAttendanceTypeLinks, students, studentSubjects } from '../db/schema/index';
import { BadRequestError, MISSING_REFERENCE_MESSAGE } from '../errors';
import { audit, type WriteContext } from '../lib/write-context';

type NewPerson = { name: string; phoneNumber: string | null };

export const insertParent = async (context: WriteContext, parent: NewPerson & { telegramId?: string | null; role?: string | null }) => {
  const [created] = await context.tx.insert(parents).values(parent).returning();
  await audit(context, 'create', 'parents', created.id, null, created);
  return created;
};

export const insertClientParent = async (context: WriteContext, parent: NewPerson & { role?: string | null }) => {
  const [created] = await context.tx.insert(clientParents).values(parent).returning();
  await audit(context, 'create', 'client-parents', created.id, null, created);
  return created;
};

// A student's parent is one of the students' parents: an application's client parent is copied into them.
export const copyClientParent = async (context: WriteContext, clientParentId: number) => {
  const [source] = await context.tx.select().from(clientParents).where(eq(clientParents.id, clientParentId));
  if (!source) throw new BadRequestError(MISSING_REFERENCE_MESSAGE);
  return (await insertParent(context, { name: source.name, phoneNumber: source.phoneNumber, role: source.role })).id;
};

export type NewStudent = Omit<typeof students.$inferInsert, 'id' | 'creationDate' | 'isArchived' | 'exitStatusId'>;

// A student with subjects and lesson formats (core.md §4: add as student, Add student).
export const insertStudent = async (context: WriteContext, student: NewStudent, subjectIds: number[], formatIds: number[]) => {
  const [created] = await context.tx.insert(students).values(student).returning();
  if (subjectIds.length > 0) {
    await context.tx.insert(studentSubjects).values(subjectIds.map((subjectId) => ({ studentId: created.id, subjectId })));
  }
  if (formatIds.length > 0) {
    await context.tx
      .insert(studentAttendanceTypeLinks)
      .values(formatIds.map((attendanceTypeId) => ({ studentId: created.id, attendanceTypeId })));
  }
  await audit(context, 'create', 'students', created.id, null, { ...created, subjectIds, attendanceTypeIds: formatIds });
  return created.id;
};
