import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attendanceTypes, exitStatuses, schoolYears, teachers } from '../../resources/lookups';
import {
  cabinets,
  CLIENT_STATUS_HAS_CLIENTS,
  clientStatuses,
  marketingChannels,
  studentCities,
  studentSchools,
  subjects,
} from '../../resources/reference-lists';
import * as tables from '../db/schema/index';
import { registerCrud } from './crud';

// The six editable tabs of the settings page (core.md §2.14, §7.5) and the read-only lists of §7.1.
export const referenceListRoutes = async (app: FastifyInstance) => {
  registerCrud(app, clientStatuses, {
    table: tables.clientStatuses,
    id: tables.clientStatuses.id,
    columns: { clientStatusName: tables.clientStatuses.name, clientStatusColor: tables.clientStatuses.color },
    inUse: [{ column: tables.clients.clientStatusId, message: CLIENT_STATUS_HAS_CLIENTS }],
  });
  registerCrud(app, subjects, {
    table: tables.subjects,
    id: tables.subjects.id,
    columns: { subjectName: tables.subjects.name },
  });
  registerCrud(app, studentCities, {
    table: tables.studentCities,
    id: tables.studentCities.id,
    columns: { studentCityName: tables.studentCities.name },
  });
  registerCrud(app, marketingChannels, {
    table: tables.marketingChannels,
    id: tables.marketingChannels.id,
    columns: { marketingChannelName: tables.marketingChannels.name },
  });
  registerCrud(app, cabinets, {
    table: tables.cabinets,
    id: tables.cabinets.id,
    columns: { cabinetName: tables.cabinets.name },
  });
  registerCrud(app, studentSchools, {
    table: tables.studentSchools,
    id: tables.studentSchools.id,
    columns: { studentSchoolName: tables.studentSchools.name },
  });

  registerCrud(app, schoolYears, {
    table: tables.schoolYears,
    id: tables.schoolYears.id,
    columns: { schoolYearDescription: tables.schoolYears.description },
  });
  registerCrud(app, teachers, {
    table: tables.staff,
    id: tables.staff.id,
    columns: { teacherName: tables.staff.name },
    where: and(eq(tables.staff.role, 'Преподаватель'), eq(tables.staff.archived, false)),
  });
  registerCrud(app, attendanceTypes, {
    table: tables.attendanceTypes,
    id: tables.attendanceTypes.id,
    columns: { attendanceTypeName: tables.attendanceTypes.name },
  });
  registerCrud(app, exitStatuses, {
    table: tables.exitStatuses,
    id: tables.exitStatuses.id,
    columns: { exitStatusName: tables.exitStatuses.name },
  });
};
