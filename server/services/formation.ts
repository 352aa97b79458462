import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ALREADY_IN_GROUP,
  COPY_SUFFIX,
  DEFAULT_STATUS_COLOR,
  DEFAULT_STATUS_NAME,
  ENROLLMENT_NOT_FOUND,
  GROUP_NOT_FOUND,
  NEW_STATUS_COLOR,
  NOTHING_TO_CHANGE,
  ONE_PERSON_ONLY,
  PERSON_NOT_FOUND,
  PERSON_REQUIRED,
  STATUS_NOT_FOUND,
  optionKey,
  type ClientSchoolClassStatus,
  type CombinedOption,
  type EnrollmentCreateBody,
  type EnrollmentUpdateBody,
  type EntityType,
  type FormationTableQuery,
  type FutureEnrollment,
  type FutureSchoolClass,
  type GroupCreateBody,
  type GroupUpdateBody,
  type StatusCreateBody,
  type StatusUpdateBody,
} from '../../resources/formation';
import { clientSchoolClassStatuses, clients, futureEnrollments, futureSchoolClasses, schoolYears, staff, students, subjects } from '../db/schema/index';
import type { DbOrTx, Tx } from '../db/types';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { audit, definedOnly, lockRow, type WriteContext } from '../lib/write-context';

// docs/api-operations.md "Group formation": planned groups (future_school_classes), the people planned into them
// (future_enrollments: a lead or a student, once per group) and the statuses of those places.

const rowsOf = async <Row>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

// ---- statuses

export const listStatuses = (db: DbOrTx): Promise<ClientSchoolClassStatus[]> =>
  db.select().from(clientSchoolClassStatuses).orderBy(asc(clientSchoolClassStatuses.id));

export const createStatus = async (context: WriteContext, body: StatusCreateBody) => {
  const [row] = await context.tx
    .insert(clientSchoolClassStatuses)
    .values({ name: body.name, color: body.color ?? NEW_STATUS_COLOR })
    .returning();
  await audit(context, 'create', 'client-school-class-statuses', row.id, null, row);
  return row;
};

export const updateStatus = async (context: WriteContext, id: number, body: StatusUpdateBody) => {
  const before = await lockRow(context.tx, clientSchoolClassStatuses, id);
  if (!before) throw new NotFoundError(STATUS_NOT_FOUND);
  const values = definedOnly({ name: body.name, color: body.color });
  if (Object.keys(values).length === 0) return before;
  const [after] = await context.tx.update(clientSchoolClassStatuses).set(values).where(eq(clientSchoolClassStatuses.id, id)).returning();
  await audit(context, 'update', 'client-school-class-statuses', id, before, after);
  return after;
};

// operations.md §4: the third status of the list; without one, 'В группе' (#4caf50), made when missing.
const defaultStatusId = async (tx: Tx) => {
  const list = await tx.select({ id: clientSchoolClassStatuses.id }).from(clientSchoolClassStatuses).orderBy(asc(clientSchoolClassStatuses.id)).limit(3);
  if (list.length >= 3) return list[2].id;
  const [named] = await tx
    .select({ id: clientSchoolClassStatuses.id })
    .from(clientSchoolClassStatuses)
    .where(sql`lower(${clientSchoolClassStatuses.name}) = lower(${DEFAULT_STATUS_NAME})`);
  if (named) return named.id;
  const [made] = await tx.insert(clientSchoolClassStatuses).values({ name: DEFAULT_STATUS_NAME, color: DEFAULT_STATUS_COLOR }).returning();
  return made.id;
};

const checkStatus = async (tx: Tx, id: number) => {
  const [row] = await tx.select({ id: clientSchoolClassStatuses.id }).from(clientSchoolClassStatuses).where(eq(clientSchoolClassStatuses.id, id));
  if (!row) throw new BadRequestError(STATUS_NOT_FOUND);
};

// ---- the board and the table

type EnrollmentRow = {
  id: number;
  future_school_class_id: number;
  client_id: number | null;
  student_id: number | null;
  person_name: string;
  status_id: number;
  status_name: string;
  status_color: string;
};

const enrollmentsOf = async (db: DbOrTx, classIds: number[] | 'all'): Promise<FutureEnrollment[]> => {
  if (classIds !== 'all' && classIds.length === 0) return [];
  const where = classIds === 'all' ? sql`true` : sql`fe.future_school_class_id in (${sql.join(classIds.map((id) => sql`${id}`), sql`, `)})`;
  const rows = await rowsOf<EnrollmentRow>(
    db,
    sql`select fe.id, fe.future_school_class_id, fe.client_id, fe.student_id,
          coalesce(c.name, s.name) as person_name, st.id as status_id, st.name as status_name, st.color as status_color
        from future_enrollments fe
        join client_school_class_statuses st on st.id = fe.status_id
        left join clients c on c.id = fe.client_id
        left join students s on s.id = fe.student_id
        where ${where}
        order by fe.future_school_class_id, fe.created_at, fe.id`,
  );
  const positions = new Map<number, number>();
  return rows.map((row) => {
    const order = positions.get(row.future_school_class_id) ?? 0;
    positions.set(row.future_school_class_id, order + 1);
    const entityType: EntityType = row.client_id !== null ? 'CLIENT' : 'STUDENT';
    return {
      futureEnrollmentId: row.id,
      futureSchoolClassId: row.future_school_class_id,
      entityType,
      entityId: (row.client_id ?? row.student_id)!,
      personName: row.person_name,
      clientSchoolClassStatusId: row.status_id,
      clientSchoolClassStatusName: row.status_name,
      clientSchoolClassStatusColor: row.status_color,
      order,
    };
  });
};

const classColumns = {
  id: futureSchoolClasses.id,
  name: futureSchoolClasses.name,
  subjectId: futureSchoolClasses.subjectId,
  subjectName: subjects.name,
  teacherId: futureSchoolClasses.staffId,
  teacherName: staff.name,
  schoolYearId: futureSchoolClasses.schoolYearId,
  schoolYearName: schoolYears.description,
};

const classQuery = (db: DbOrTx) =>
  db
    .select(classColumns)
    .from(futureSchoolClasses)
    .leftJoin(subjects, eq(subjects.id, futureSchoolClasses.subjectId))
    .leftJoin(staff, eq(staff.id, futureSchoolClasses.staffId))
    .leftJoin(schoolYears, eq(schoolYears.id, futureSchoolClasses.schoolYearId));

const withEnrollments = (classes: Omit<FutureSchoolClass, 'futureEnrollments'>[], enrollments: FutureEnrollment[]): FutureSchoolClass[] =>
  classes.map((row) => ({ ...row, futureEnrollments: enrollments.filter((enrollment) => enrollment.futureSchoolClassId === row.id) }));

// GET combined-school-classes: every planned group with its people (the board filters and sorts them itself).
export const listBoard = async (db: DbOrTx): Promise<FutureSchoolClass[]> => {
  const classes = await classQuery(db).orderBy(sql`${futureSchoolClasses.name} collate "und-x-icu"`, asc(futureSchoolClasses.id));
  return withEnrollments(classes, await enrollmentsOf(db, 'all'));
};

export const readGroup = async (db: DbOrTx, id: number): Promise<FutureSchoolClass> => {
  const [row] = await classQuery(db).where(eq(futureSchoolClasses.id, id));
  if (!row) throw new NotFoundError(GROUP_NOT_FOUND);
  return withEnrollments([row], await enrollmentsOf(db, [id]))[0];
};

const sortColumns: Record<string, SQL> = {
  id: sql`${futureSchoolClasses.id}`,
  name: sql`${futureSchoolClasses.name} collate "und-x-icu"`,
  subjectName: sql`${subjects.name} collate "und-x-icu"`,
  teacherName: sql`${staff.name} collate "und-x-icu"`,
  schoolYearName: sql`${schoolYears.id}`,
};

// GET combined-school-classes/table: a page of groups (name, subject, teacher or class year matching q).
export const listTable = async (db: DbOrTx, query: FormationTableQuery) => {
  const start = query._start ?? 0;
  const end = Math.max(start, query._end ?? start + 25);
  const limit = Math.min(end - start, 200);
  const pattern = query.q?.trim() ? `%${query.q.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const where = pattern
    ? sql`(${futureSchoolClasses.name} ilike ${pattern} or ${subjects.name} ilike ${pattern} or ${staff.name} ilike ${pattern} or ${schoolYears.description} ilike ${pattern})`
    : undefined;
  const descending = (query._order ?? 'asc').toLowerCase() === 'desc';
  const key = sortColumns[query._sort ?? 'name'];
  const order = descending ? sql`${key} desc nulls last` : sql`${key} asc nulls last`;
  const classes = await classQuery(db).where(where).orderBy(order, asc(futureSchoolClasses.id)).offset(start).limit(limit);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(futureSchoolClasses)
    .leftJoin(subjects, eq(subjects.id, futureSchoolClasses.subjectId))
    .leftJoin(staff, eq(staff.id, futureSchoolClasses.staffId))
    .leftJoin(schoolYears, eq(schoolYears.id, futureSchoolClasses.schoolYearId))
    .where(where);
  const rows = withEnrollments(
    classes,
    await enrollmentsOf(
      db,
      classes.map((row) => row.id),
    ),
  );
  return { rows, total };
};

// ---- the people to add: students (not archived) and leads (not archived, not yet a student)

type OptionRow = { kind: EntityType; id: number; name: string; school_year: string | null; subjects: string[] | null };

export const combinedOptions = async (db: DbOrTx, query: { q?: string; limit?: number }): Promise<CombinedOption[]> => {
  const limit = query.limit ?? 50;
  const text = query.q?.trim();
  const pattern = text ? `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const studentName = pattern ? sql`and s.name ilike ${pattern}` : sql``;
  const clientName = pattern ? sql`and c.name ilike ${pattern}` : sql``;
  const rows = await rowsOf<OptionRow>(
    db,
    sql`(select 'STUDENT' as kind, s.id, s.name, y.description as school_year,
            (select array_agg(sub.name order by sub.name) from student_subjects ss join subjects sub on sub.id = ss.subject_id where ss.student_id = s.id) as subjects
          from students s left join school_years y on y.id = s.school_year_id
          where not s.is_archived ${studentName}
          order by s.name collate "und-x-icu", s.id limit ${limit})
        union all
        (select 'CLIENT' as kind, c.id, c.name, y.description as school_year,
            (select array_agg(sub.name order by sub.name) from client_school_subjects cs join subjects sub on sub.id = cs.subject_id where cs.client_id = c.id) as subjects
          from clients c left join school_years y on y.id = c.school_year_id
          where not c.archived and c.converted_student_id is null ${clientName}
          order by c.name collate "und-x-icu", c.id limit ${limit})`,
  );
  return rows
    .map((row) => ({
      id: optionKey(row.kind, row.id),
      originalId: row.id,
      entityType: row.kind,
      name: row.name,
      schoolYearName: row.school_year,
      subjects: (row.subjects ?? []).map((subjectName) => ({ subjectName })),
    }))
    .sort((left, right) => left.name.localeCompare(right.name, 'ru') || left.id.localeCompare(right.id));
};

// ---- groups

const exists = async (tx: Tx, table: typeof staff | typeof subjects | typeof schoolYears, id: number | null | undefined, message: string) => {
  if (id === null || id === undefined) return;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw new BadRequestError(message);
};

const checkReferences = async (tx: Tx, body: { staff?: number | null; subject?: number | null; schoolYear?: number | null }) => {
  await exists(tx, staff, body.staff, 'Преподаватель не найден');
  await exists(tx, subjects, body.subject, 'Предмет не найден');
  await exists(tx, schoolYears, body.schoolYear, 'Класс не найден');
};

export const createGroup = async (context: WriteContext, body: GroupCreateBody) => {
  await checkReferences(context.tx, body);
  const [row] = await context.tx
    .insert(futureSchoolClasses)
    .values({ name: body.name, staffId: body.staff ?? null, subjectId: body.subject ?? null, schoolYearId: body.schoolYear ?? null })
    .returning();
  await audit(context, 'create', 'future-school-classes', row.id, null, row);
  return row.id;
};

export const updateGroup = async (context: WriteContext, id: number, body: GroupUpdateBody) => {
  const before = await lockRow(context.tx, futureSchoolClasses, id);
  if (!before) throw new NotFoundError(GROUP_NOT_FOUND);
  const values = definedOnly({ name: body.name, staffId: body.staff, subjectId: body.subject, schoolYearId: body.schoolYear });
  if (Object.keys(values).length === 0) throw new BadRequestError(NOTHING_TO_CHANGE);
  await checkReferences(context.tx, body);
  const [after] = await context.tx.update(futureSchoolClasses).set(values).where(eq(futureSchoolClasses.id, id)).returning();
  await audit(context, 'update', 'future-school-classes', id, before, after);
};

export const deleteGroup = async (context: WriteContext, id: number) => {
  const before = await lockRow(context.tx, futureSchoolClasses, id);
  if (!before) throw new NotFoundError(GROUP_NOT_FOUND);
  // its enrolments go with it (on delete cascade)
  await context.tx.delete(futureSchoolClasses).where(eq(futureSchoolClasses.id, id));
  await audit(context, 'delete', 'future-school-classes', id, before, null);
};

// The duplicate action (operations.md §2): the name with ' (копия)', the same teacher, subject and year, and the
// same people with their statuses, all in one transaction.
export const duplicateGroup = async (context: WriteContext, id: number) => {
  const source = await lockRow(context.tx, futureSchoolClasses, id);
  if (!source) throw new NotFoundError(GROUP_NOT_FOUND);
  const [copy] = await context.tx
    .insert(futureSchoolClasses)
    .values({ name: `${source.name}${COPY_SUFFIX}`, staffId: source.staffId, subjectId: source.subjectId, schoolYearId: source.schoolYearId })
    .returning();
  const people = await context.tx
    .select()
    .from(futureEnrollments)
    .where(eq(futureEnrollments.futureSchoolClassId, id))
    .orderBy(asc(futureEnrollments.createdAt), asc(futureEnrollments.id));
  for (const person of people) {
    await context.tx.insert(futureEnrollments).values({ futureSchoolClassId: copy.id, clientId: person.clientId, studentId: person.studentId, statusId: person.statusId });
  }
  await audit(context, 'create', 'future-school-classes', copy.id, null, { ...copy, copiedFrom: id, people: people.length });
  return copy.id;
};

// ---- enrolments

const isInGroup = async (tx: Tx, classId: number, person: { clientId: number | null; studentId: number | null }) => {
  const [row] = await tx
    .select({ id: futureEnrollments.id })
    .from(futureEnrollments)
    .where(
      and(
        eq(futureEnrollments.futureSchoolClassId, classId),
        person.clientId !== null ? eq(futureEnrollments.clientId, person.clientId) : eq(futureEnrollments.studentId, person.studentId!),
      ),
    );
  return !!row;
};

const lockGroup = async (tx: Tx, id: number) => {
  // the group is locked so that two adds of the same person cannot both pass the check
  const row = await lockRow(tx, futureSchoolClasses, id);
  if (!row) throw new BadRequestError(GROUP_NOT_FOUND);
  return row;
};

export const createEnrollment = async (context: WriteContext, body: EnrollmentCreateBody) => {
  const clientId = body.client ?? null;
  const studentId = body.student ?? null;
  if (clientId === null && studentId === null) throw new BadRequestError(PERSON_REQUIRED);
  if (clientId !== null && studentId !== null) throw new BadRequestError(ONE_PERSON_ONLY);
  const { tx } = context;
  await lockGroup(tx, body.futureSchoolClass);
  const table = clientId !== null ? clients : students;
  const [person] = await tx.select({ id: table.id }).from(table).where(eq(table.id, (clientId ?? studentId)!));
  if (!person) throw new BadRequestError(PERSON_NOT_FOUND);
  if (await isInGroup(tx, body.futureSchoolClass, { clientId, studentId })) throw new ConflictError(ALREADY_IN_GROUP);
  let statusId: number;
  if (body.clientSchoolClassStatus === undefined || body.clientSchoolClassStatus === null) statusId = await defaultStatusId(tx);
  else {
    await checkStatus(tx, body.clientSchoolClassStatus);
    statusId = body.clientSchoolClassStatus;
  }
  const [row] = await tx.insert(futureEnrollments).values({ futureSchoolClassId: body.futureSchoolClass, clientId, studentId, statusId }).returning();
  await audit(context, 'create', 'future-enrollments', row.id, null, row);
  return row.id;
};

// A status change, or a move: the enrolment is removed and re-created in the other group with its status (and
// the new status when one is sent too), in the one transaction of the request.
export const updateEnrollment = async (context: WriteContext, id: number, body: EnrollmentUpdateBody) => {
  const { tx } = context;
  const before = await lockRow(tx, futureEnrollments, id);
  if (!before) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  if (body.futureSchoolClass === undefined && body.clientSchoolClassStatus === undefined) throw new BadRequestError(NOTHING_TO_CHANGE);
  if (body.clientSchoolClassStatus !== undefined) await checkStatus(tx, body.clientSchoolClassStatus);
  const statusId = body.clientSchoolClassStatus ?? before.statusId;
  const target = body.futureSchoolClass;
  if (target === undefined || target === before.futureSchoolClassId) {
    const [after] = await tx.update(futureEnrollments).set({ statusId }).where(eq(futureEnrollments.id, id)).returning();
    await audit(context, 'update', 'future-enrollments', id, before, after);
    return id;
  }
  await lockGroup(tx, target);
  if (await isInGroup(tx, target, before)) throw new ConflictError(ALREADY_IN_GROUP);
  await tx.delete(futureEnrollments).where(eq(futureEnrollments.id, id));
  const [moved] = await tx
    .insert(futureEnrollments)
    .values({ futureSchoolClassId: target, clientId: before.clientId, studentId: before.studentId, statusId })
    .returning();
  await audit(context, 'delete', 'future-enrollments', id, before, null);
  await audit(context, 'create', 'future-enrollments', moved.id, null, { ...moved, movedFrom: id });
  return moved.id;
};

export const deleteEnrollment = async (context: WriteContext, id: number) => {
  const before = await lockRow(context.tx, futureEnrollments, id);
  if (!before) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  await context.tx.delete(futureEnrollments).where(eq(futureEnrollments.id, id));
  await audit(context, 'delete', 'future-enrollments', id, before, null);
};

export const readEnrollment = async (db: DbOrTx, id: number): Promise<FutureEnrollment> => {
  const [row] = await db.select({ classId: futureEnrollments.futureSchoolClassId }).from(futureEnrollments).where(eq(futureEnrollments.id, id));
  if (!row) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  const found = (await enrollmentsOf(db, [row.classId])).find((enrollment) => enrollment.futureEnrollmentId === id);
  if (!found) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  return found;
};
