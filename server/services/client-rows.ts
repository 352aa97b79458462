import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
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
import { idsByRussianName, isoInstant, jsonList, jsonListPage, jsonRecord, jsonRowsPage, rankIn, withReferences, type JoinedSelect, type Reference } from './json-rows';
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

// The references of an application, one join each (filters and sorts name their columns).
const references: Reference[] = [
  [clientParents, clients.clientParentId],
  [parents, clients.parentId],
  [clientStatuses, clients.clientStatusId],
  [marketingChannels, clients.marketingChannelId],
  [schoolYears, clients.schoolYearId],
  [studentCities, clients.studentCityId],
  [studentSchools, clients.studentSchoolId],
  [exitStatuses, clients.exitStatusId],
];
const joinedIn = (db: DbOrTx): JoinedSelect => (fields) => withReferences(db, fields, clients, references);

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

// An application row as JSON, with its subjects in Russian order.
const clientJsonRecord = async (db: DbOrTx) => clientRecord(await idsByRussianName(db, subjects.id, subjects.name));

// clients-info: active applications; clients-archive-info: archived ones that did not become students.
export const listClients = async (db: DbOrTx, archived: boolean, query: InfoListQuery) => {
  const scope: SQL = archived
    ? (and(eq(clients.archived, true), isNull(clients.convertedStudentId)) as SQL)
    : eq(clients.archived, false);
  const where = query.where ? (and(scope, query.where) as SQL) : scope;
  return jsonListPage(db, joinedIn(db), clientJsonRecord(db), where, query);
};

export const readClient = async (db: DbOrTx, clientId: number): Promise<ClientRow> => {
  const page = await jsonRowsPage(db, joinedIn(db), await clientJsonRecord(db), eq(clients.id, clientId), [asc(clients.id)]);
  const [row] = JSON.parse(page.text) as ClientRow[];
  if (!row) throw new NotFoundError('Заявка не найдена');
  return row;
};
