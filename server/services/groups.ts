import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { archivedGroupName, unarchivedGroupName, type CreateGroupBody, type UpdateGroupBody } from '../../resources/groups';
import { schoolClasses, staff, studentClasses, students } from '../db/schema/index';
import type { Tx } from '../db/types';
import { BadRequestError, MISSING_REFERENCE_MESSAGE, NotFoundError } from '../errors';
import { audit, definedOnly, lockRow, type WriteContext } from '../lib/write-context';

const GROUP_NOT_FOUND = 'Группа не найдена';
const ENTITY = 'classes';

// A group's teacher is a member of staff who teaches and has not left (the teacher-name list of core.md §7.1).
const checkTeacher = async (tx: Tx, staffId: number) => {
  const [member] = await tx.select({ role: staff.role, archived: staff.archived }).from(staff).where(eq(staff.id, staffId));
  if (!member) throw new BadRequestError(MISSING_REFERENCE_MESSAGE);
  if (member.role !== 'Преподаватель' || member.archived) throw new BadRequestError('Выберите преподавателя');
};

export const createGroup = async (context: WriteContext, body: CreateGroupBody) => {
  await checkTeacher(context.tx, body.staffId);
  const values = {
    name: body.className,
    cycle: body.classCycle,
    lessonsPerCycle: body.numberOfLessonsPerCycle,
    schoolYearId: body.schoolYearId,
    staffId: body.staffId,
    subjectId: body.subjectId,
    subjectPricingId: body.subjectPricingId,
  };
  const [created] = await context.tx.insert(schoolClasses).values(values).returning();
  await audit(context, 'create', ENTITY, created.id, null, created);
  return created.id;
};

// core.md §4 "then all its students are archived": every active enrolment of the group ends, and a student
// left without any other active group is archived too. A student who still studies in another group stays
// active: archiving them would take them out of that group's lists and payments.
export const archiveEnrolments = async (context: WriteContext, classId: number) => {
  const ended = await context.tx
    .update(studentClasses)
    .set({ isArchived: true, disenrollmentDate: sql`CURRENT_DATE` })
    .where(and(eq(studentClasses.classId, classId), eq(studentClasses.isArchived, false)))
    .returning({ id: studentClasses.id, studentId: studentClasses.studentId });
  if (ended.length === 0) return 0;
  const studentIds = ended.map((enrolment) => enrolment.studentId);
  const archivedStudents = await context.tx
    .update(students)
    .set({ isArchived: true })
    .where(
      and(
        inArray(students.id, studentIds),
        eq(students.isArchived, false),
        notExists(
          context.tx
            .select({ one: sql`1` })
            .from(studentClasses)
            .innerJoin(schoolClasses, eq(schoolClasses.id, studentClasses.classId))
            .where(
              and(
                eq(studentClasses.studentId, students.id),
                eq(studentClasses.isArchived, false),
                eq(schoolClasses.isArchived, false),
              ),
            ),
        ),
      ),
    )
    .returning({ id: students.id });
  await audit(context, 'archive-students', 'student-classes', classId, null, {
    classId,
    studentIds,
    archivedStudentIds: archivedStudents.map((student) => student.id),
  });
  return ended.length;
};

// PATCH classes/{classId}: the fields sent; isArchived true archives the group and ends its enrolments in the
// same transaction, isArchived false brings it back (operations.md).
export const updateGroup = async (context: WriteContext, classId: number, body: UpdateGroupBody) => {
  const before = await lockRow(context.tx, schoolClasses, classId);
  if (!before) throw new NotFoundError(GROUP_NOT_FOUND);
  if (body.staff !== undefined && body.staff !== null && body.staff !== before.staffId) await checkTeacher(context.tx, body.staff);

  const values = definedOnly({
    name: body.className,
    cycle: body.classCycle,
    lessonsPerCycle: body.numberOfLessonsPerCycle,
    subjectPricingId: body.subjectPricing,
    schoolYearId: body.schoolYear ?? undefined,
    staffId: body.staff ?? undefined,
    subjectId: body.subject ?? undefined,
    color: body.color,
  });
  const archiving = body.isArchived === true && !before.isArchived;
  const unarchiving = body.isArchived === false && before.isArchived;
  if (archiving) Object.assign(values, { name: archivedGroupName(values.name ?? before.name), isArchived: true });
  if (unarchiving) Object.assign(values, { name: unarchivedGroupName(values.name ?? before.name), isArchived: false });

  if (Object.keys(values).length > 0) {
    const [after] = await context.tx.update(schoolClasses).set(values).where(eq(schoolClasses.id, classId)).returning();
    await audit(context, archiving ? 'archive' : unarchiving ? 'unarchive' : 'update', ENTITY, classId, before, after);
  }
  if (archiving) await archiveEnrolments(context, classId);
};

export const archiveGroupStudents = async (context: WriteContext, classId: number) => {
  if (!(await lockRow(context.tx, schoolClasses, classId))) throw new NotFoundError(GROUP_NOT_FOUND);
  return archiveEnrolments(context, classId);
};

// There is no spreadsheet service here: the request is recorded for a worker (docs/api-core.md).
export const requestSheetRefresh = async (context: WriteContext, classId: number) => {
  const [updated] = await context.tx
    .update(schoolClasses)
    .set({ sheetRefreshRequestedAt: sql`now()` })
    .where(eq(schoolClasses.id, classId))
    .returning({ at: schoolClasses.sheetRefreshRequestedAt });
  if (!updated?.at) throw new NotFoundError(GROUP_NOT_FOUND);
  await audit(context, 'sheet-refresh', ENTITY, classId, null, { sheetRefreshRequestedAt: updated.at.toISOString() });
  return updated.at;
};
