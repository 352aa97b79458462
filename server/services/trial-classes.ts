import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clientTrialClasses, clients, schoolClasses, schoolYears, subjects } from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { countedPage, searchIn, type InfoListQuery, type InfoListSpec } from '../lib/info-list';

// client-trial-classes-info (operations.md §2 "Trial lessons", §3 "Trial class"): a lead's trial lesson with its
// group, subject, class, date, number and three marks. The class is the lead's own, else the group's.
const leadYear = alias(schoolYears, 'lead_year');
const classYear = sql<string | null>`coalesce(${leadYear.description}, ${schoolYears.description})`;

const columnFields = {
  clientTrialClassId: clientTrialClasses.id,
  clientId: clientTrialClasses.clientId,
  studentName: clients.name,
  schoolClassId: clientTrialClasses.schoolClassId,
  schoolClassName: schoolClasses.name,
  subjectName: subjects.name,
  lessonDate: clientTrialClasses.lessonDate,
  lessonNumber: clientTrialClasses.lessonNumber,
  attendanceGrade: clientTrialClasses.attendanceGrade,
  classworkGrade: clientTrialClasses.classworkGrade,
  homeworkGrade: clientTrialClasses.homeworkGrade,
};

export const trialClassListSpec: InfoListSpec = {
  id: clientTrialClasses.id,
  fields: columnFields,
  texts: { schoolYearName: classYear },
  search: [searchIn(clientTrialClasses.clientId, clients, clients.id, [clients.name]), schoolClasses.name, subjects.name],
  defaultOrder: [desc(clientTrialClasses.lessonDate), desc(clientTrialClasses.id)],
};

const rows = (db: DbOrTx, where: InfoListQuery['where']) =>
  db
    .select({ ...columnFields, schoolYearName: classYear })
    .from(clientTrialClasses)
    .innerJoin(clients, eq(clients.id, clientTrialClasses.clientId))
    .innerJoin(schoolClasses, eq(schoolClasses.id, clientTrialClasses.schoolClassId))
    .innerJoin(subjects, eq(subjects.id, schoolClasses.subjectId))
    .innerJoin(schoolYears, eq(schoolYears.id, schoolClasses.schoolYearId))
    .leftJoin(leadYear, eq(leadYear.id, clients.schoolYearId))
    .where(where)
    .$dynamic();

export const listTrialClasses = async (db: DbOrTx, query: InfoListQuery) => {
  const { total, rows: page } = await countedPage(
    query,
    rows(db, query.where).orderBy(...query.orderBy),
    db.select({ total: count() }).from(rows(db, query.where).as('trial_classes')),
  );
  return {
    total,
    rows: page.map(({ attendanceGrade, classworkGrade, homeworkGrade, ...row }) => ({
      ...row,
      lessonGrades: { attendanceGrade, classworkGrade, homeworkGrade },
    })),
  };
};
