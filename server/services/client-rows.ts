import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { ClientRow } from '../../resources/clients';
import {
  attendanceTypes,
  clientAttendanceTypes,
  clientParents,
  clients,
  clientSchoolSubjects,
  clientStatuses,
  exitStatuses,
  marketingChannels,
  parents,
  schoolYears,
  studentCities,
  studentSchools,
  subjects,
} from '../db/schema/index';
import type { DbOrTx } from '../db/types';
import { NotFoundError } from '../errors';
import { idsByRussianName, isoInstant, jsonArrayOf, jsonList, jsonRecord, rankIn, rowNumber } from './json-rows';
import { anyOf, searchIn, type InfoListQuery, type InfoListSpec } from '../lib/info-list';

// The linked parent is a client parent or a students' parent (core.md §4): the row names whichever it is.
const parentName = sql<string | null>`coalesce(${clientParents.name}, ${parents.name})`;
const parentPhone = sql<string | null>`coalesce(${clientParents.phoneNumber}, ${parents.phoneNumber})`;

const clientColumns = {
  clientId: clients.id,
  clientName: clients.name,
  clientPhoneNumber: clients.phoneNumber,
  clientTelegramId: clients.telegramId,
  additionalComment: clients.additionalComment,
  parentId: clients.parentId,
  clientParentId: clients.clientParentId,
  clientParentName: parentName,
  clientParentPhoneNumber: parentPhone,
  parentTelegramId: parents.telegramId,
  archived: clients.archived,
  clientStatusId: clients.clientStatusId,
  clientStatusName: clientStatuses.name,
  clientStatusColor: clientStatuses.color,
  marketingChannelId: clients.marketingChannelId,
  marketingChannelName: marketingChannels.name,
  eligibleForDiscountPrice: clients.eligibleForDiscountPrice,
  eligibleForOldPrice: clients.eligibleForOldPrice,
  dateOfBirth: clients.dateOfBirth,
  schoolYearId: clients.schoolYearId,
  schoolYearDescription: schoolYears.description,
  studentCityId: clients.studentCityId,
  studentCityName: studentCities.name,
  studentSchoolId: clients.studentSchoolId,
  studentSchoolName: studentSchools.name,
  exitStatusId: clients.exitStatusId,
  exitStatusName: exitStatuses.name,
  creationDate: clients.creationDate,
};

const {
  clientParentName: _name,
  clientParentPhoneNumber: _phone,
  archived: _archived,
  ...columnFields
} = clientColumns;

// docs/api-core.md "Applications".
export const clientListSpec: InfoListSpec = {
  id: clients.id,
  fields: columnFields,
  texts: { clientParentName: parentName, clientParentPhoneNumber: parentPhone },
  search: [
    searchIn(clients.id, clients, clients.id, [clients.name, clients.phoneNumber]),
    searchIn(clients.clientParentId, clientParents, clientParents.id, [clientParents.name, clientParents.phoneNumber]),
    searchIn(clients.parentId, parents, parents.id, [parents.name, parents.phoneNumber]),
  ],
  filters: {
    subjectId: (ids) =>
      sql`exists (select 1 from ${clientSchoolSubjects} where ${clientSchoolSubjects.clientId} = ${clients.id} and ${anyOf(clientSchoolSubjects.subjectId, ids)})`,
    attendanceTypeId: (ids) =>
      sql`exists (select 1 from ${clientAttendanceTypes} where ${clientAttendanceTypes.clientId} = ${clients.id} and ${anyOf(clientAttendanceTypes.attendanceTypeId, ids)})`,
  },
  sortOnly: ['creationDate'],
  defaultOrder: [sql`${clients.creationDate} desc`],
};

// The references of an application, one join each, on a primary key (filters and sorts name their columns).
const withJoins = (db: DbOrTx, fields: SelectedFields) =>
  db
    .select(fields)
    .from(clients)
    .leftJoin(clientParents, eq(clientParents.id, clients.clientParentId))
    .leftJoin(parents, eq(parents.id, clients.parentId))
    .leftJoin(clientStatuses, eq(clientStatuses.id, clients.clientStatusId))
    .leftJoin(marketingChannels, eq(marketingChannels.id, clients.marketingChannelId))
    .leftJoin(schoolYears, eq(schoolYears.id, clients.schoolYearId))
    .leftJoin(studentCities, eq(studentCities.id, clients.studentCityId))
    .leftJoin(studentSchools, eq(studentSchools.id, clients.studentSchoolId))
    .leftJoin(exitStatuses, eq(exitStatuses.id, clients.exitStatusId));

// An application row with its subjects (by Russian name, ranked here: see idsByRussianName) and formats (by id).
const clientRecord = (subjectOrder: number[]) =>
  jsonRecord({
    ...clientColumns,
    creationDate: isoInstant(clients.creationDate),
    subjects: jsonList(
      jsonRecord({
        clientSchoolSubjectId: clientSchoolSubjects.id,
        clientId: clientSchoolSubjects.clientId,
        subjectId: subjects.id,
        subjectName: subjects.name,
      }),
      sql`from ${clientSchoolSubjects} join ${subjects} on ${subjects.id} = ${clientSchoolSubjects.subjectId} where ${clientSchoolSubjects.clientId} = ${clients.id}`,
      rankIn(subjectOrder, subjects.id),
    ),
    attendanceTypes: jsonList(
      jsonRecord({
        attendanceTypeId: attendanceTypes.id,
        attendanceTypeName: attendanceTypes.name,
        attendanceLinkId: clientAttendanceTypes.id,
      }),
      sql`from ${clientAttendanceTypes} join ${attendanceTypes} on ${attendanceTypes.id} = ${clientAttendanceTypes.attendanceTypeId} where ${clientAttendanceTypes.clientId} = ${clients.id}`,
      sql`${attendanceTypes.id}`,
    ),
  });

// The applications matching `where`, in `orderBy`, paged: one statement answering the JSON array text of the rows
// with their subjects and formats (nothing parsed here), and the number of rows on it.
const clientsJson = async (db: DbOrTx, where: SQL, orderBy: SQL[], offset?: number, limit?: number) => {
  const subjectOrder = await idsByRussianName(db, subjects.id, subjects.name);
  let page = withJoins(db, { json: clientRecord(subjectOrder).as('json'), n: rowNumber(orderBy) })
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (offset !== undefined) page = page.offset(offset);
  if (limit !== undefined) page = page.limit(limit);
  return jsonArrayOf(db, page);
};

// clients-info: active applications; clients-archive-info: archived ones that did not become students.
export const listClients = async (db: DbOrTx, archived: boolean, query: InfoListQuery) => {
  const scope: SQL = archived
    ? (and(eq(clients.archived, true), isNull(clients.convertedStudentId)) as SQL)
    : eq(clients.archived, false);
  const where = query.where ? (and(scope, query.where) as SQL) : scope;
  const paged = query.offset !== undefined || query.limit !== undefined;
  // the count of a page runs over the same joins and filters
  const countMatching = async () => Number((await withJoins(db, { total: count() }).where(where))[0].total);
  const [counted, page] = await Promise.all([
    paged ? countMatching() : undefined,
    clientsJson(db, where, query.orderBy, query.offset, query.limit),
  ]);
  return { total: counted ?? page.count, json: page.text };
};

export const readClient = async (db: DbOrTx, clientId: number): Promise<ClientRow> => {
  const page = await clientsJson(db, eq(clients.id, clientId), [asc(clients.id)]);
  const [row] = JSON.parse(page.text) as ClientRow[];
  if (!row) throw new NotFoundError('Заявка не найдена');
  return row;
};
