import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { attendanceTypes } from './attendance-types';
import { clients } from './clients';
import { identityId } from './columns';

// Lesson formats of an application; the id is the spec's attendanceLinkId.
export const clientAttendanceTypes = pgTable(
  'client_attendance_types',
  {
    id: identityId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    attendanceTypeId: integer('attendance_type_id')
      .notNull()
      .references(() => attendanceTypes.id),
  },
  (table) => [uniqueIndex('client_attendance_types_client_type_uq').on(table.clientId, table.attendanceTypeId)],
);
