import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
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
import { isoInstant, jsonObject, jsonTuples, parseJson } from './json-rows';
import { anyOf, byRussianName, countedPage, searchIn, type InfoListQuery, type InfoListSpec } from '../lib/info-list';

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

const clientJson = jsonObject({ ...clientColumns, creationDate: isoInstant(clients.creationDate) });

const fromClients = (db: DbOrTx) =>
  db
    .select({ json: clientJson })
    .from(clients)
    .leftJoin(clientParents, eq(clientParents.id, clients.clientParentId))
    .leftJoin(parents, eq(parents.id, clients.parentId))
    .leftJoin(clientStatuses, eq(clientStatuses.id, clients.clientStatusId))
    .leftJoin(marketingChannels, eq(marketingChannels.id, clients.marketingChannelId))
    .leftJoin(schoolYears, eq(schoolYears.id, clients.schoolYearId))
    .leftJoin(studentCities, eq(studentCities.id, clients.studentCityId))
    .leftJoin(studentSchools, eq(studentSchools.id, clients.studentSchoolId))
    .leftJoin(exitStatuses, eq(exitStatuses.id, clients.exitStatusId))
    .$dynamic();

type FlatClient = Omit<ClientRow, 'subjects' | 'attendanceTypes'>;

const byClient = <Item extends { clientId: number }>(items: Item[]) => {
  const groups = new Map<number, Item[]>();
  for (const item of items) {
    const list = groups.get(item.clientId);
    if (list) list.push(item);
    else groups.set(item.clientId, [item]);
  }
  return groups;
};

type SubjectTuple = [clientSchoolSubjectId: number, clientId: number, subjectId: number, subjectName: string];
type FormatTuple = [clientId: number, attendanceTypeId: number, attendanceTypeName: string, attendanceLinkId: number];

// Subjects and formats of the given applications: two queries whatever their number, each one JSON text.
const withLists = async (db: DbOrTx, jsonRows: { json: string }[]): Promise<ClientRow[]> => {
  if (jsonRows.length === 0) return [];
  const rows = jsonRows.map((row) => parseJson<FlatClient>(row.json));
  const ids = rows.map((row) => row.clientId);
  const [[subjectRows], [formatRows]] = await Promise.all([
    db
      .select({ json: jsonTuples(clientSchoolSubjects.id, clientSchoolSubjects.clientId, subjects.id, subjects.name) })
      .from(clientSchoolSubjects)
      .innerJoin(subjects, eq(subjects.id, clientSchoolSubjects.subjectId))
      .where(anyOf(clientSchoolSubjects.clientId, ids)),
    db
      .select({ json: jsonTuples(clientAttendanceTypes.clientId, attendanceTypes.id, attendanceTypes.name, clientAttendanceTypes.id) })
      .from(clientAttendanceTypes)
      .innerJoin(attendanceTypes, eq(attendanceTypes.id, clientAttendanceTypes.attendanceTypeId))
      .where(anyOf(clientAttendanceTypes.clientId, ids)),
  ]);
  const subjectsOf = byClient(
    parseJson<SubjectTuple[]>(subjectRows.json)
      .map(([clientSchoolSubjectId, clientId, subjectId, subjectName]) => ({ clientSchoolSubjectId, clientId, subjectId, subjectName }))
      .sort(byRussianName((row) => row.subjectName)),
  );
  const formatsOf = byClient(
    parseJson<FormatTuple[]>(formatRows.json)
      .map(([clientId, attendanceTypeId, attendanceTypeName, attendanceLinkId]) => ({ clientId, attendanceTypeId, attendanceTypeName, attendanceLinkId }))
      .sort((left, right) => left.attendanceTypeId - right.attendanceTypeId),
  );
  return rows.map((row) => ({
    ...row,
    subjects: subjectsOf.get(row.clientId) ?? [],
    attendanceTypes: (formatsOf.get(row.clientId) ?? []).map(({ clientId: _clientId, ...format }) => format),
  }));
};

// clients-info: active applications; clients-archive-info: archived ones that did not become students.
export const listClients = async (db: DbOrTx, archived: boolean, query: InfoListQuery) => {
  const scope: SQL = archived
    ? (and(eq(clients.archived, true), isNull(clients.convertedStudentId)) as SQL)
    : eq(clients.archived, false);
  const where = query.where ? (and(scope, query.where) as SQL) : scope;
  // the count runs over the same joins and filters as the page
  const countQuery = db.select({ total: count() }).from(fromClients(db).where(where).as('matching'));
  const { total, rows } = await countedPage(query, fromClients(db).where(where).orderBy(...query.orderBy), countQuery);
  return { total, rows: await withLists(db, rows) };
};

export const readClient = async (db: DbOrTx, clientId: number): Promise<ClientRow> => {
  const [row] = await withLists(db, await fromClients(db).where(eq(clients.id, clientId)));
  if (!row) throw new NotFoundError('Заявка не найдена');
  return row;
};
