import { count, eq, sql } from 'drizzle-orm';
import { STAY_ACTIVE, STAY_LEFT } from '../../resources/operations/stays';
import { schoolClasses, staff, studentClasses, students, subjects } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { countedPage, russianOrder, searchIn, type InfoListQuery, type InfoListSpec } from '../lib/info-list';

const enrollmentStatus = sql<typeof STAY_ACTIVE | typeof STAY_LEFT>`case when ${studentClasses.disenrollmentDate} is null then ${STAY_ACTIVE} else ${STAY_LEFT} end`;

// The columns of a row; each sorts and filters as itself, the status as its text (docs/api-operations.md
// "Enrolments"); q finds a student (through the students' trigram index) or a group by name.
const columnFields = {
  studentClassId: studentClasses.id,
  studentId: students.id,
  studentName: students.name,
  classId: schoolClasses.id,
  className: schoolClasses.name,
  teacherName: staff.name,
  subjectName: subjects.name,
  enrollmentDate: studentClasses.enrollmentDate,
  disenrollmentDate: studentClasses.disenrollmentDate,
};
const rowFields = { ...columnFields, enrollmentStatus };

export const classEnrollmentListSpec: InfoListSpec = {
  id: studentClasses.id,
  fields: columnFields,
  texts: { enrollmentStatus },
  search: [searchIn(studentClasses.studentId, students, students.id, [students.name]), schoolClasses.name],
  defaultOrder: [sql`${studentClasses.enrollmentDate} desc`, russianOrder(students.name)],
};

// An enrolment with its student, group, teacher and subject; the count reads the same rows (as grade-rows does).
const rows = (db: DbOrTx, where: InfoListQuery['where']) =>
  db
    .select(rowFields)
    .from(studentClasses)
    .innerJoin(students, eq(students.id, studentClasses.studentId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, studentClasses.classId))
    .leftJoin(staff, eq(staff.id, schoolClasses.staffId))
    .leftJoin(subjects, eq(subjects.id, schoolClasses.subjectId))
    .where(where)
    .$dynamic();

export const listClassEnrollments = async (db: DbOrTx, query: InfoListQuery) =>
  countedPage(query, rows(db, query.where).orderBy(...query.orderBy), db.select({ total: count() }).from(rows(db, query.where).as('enrolments')));
