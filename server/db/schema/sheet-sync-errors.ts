import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { schoolClasses } from './school-classes';

export const sheetSyncErrorKinds = ['NO_UPDATE', 'STUDENT_NOT_FOUND', 'WRONG_CYCLE'] as const;
export type SheetSyncErrorKind = (typeof sheetSyncErrorKinds)[number];

// operations.md §2 "Error tables", §3 "Error rows": what the spreadsheet sync found wrong in a group's sheet.
// One table, three kinds (the three tabs of /service/error-tables). A sync of a group replaces that group's rows,
// so the tables always show the problems of the latest sync.
export const sheetSyncErrors = pgTable(
  'sheet_sync_errors',
  {
    id: identityId(),
    kind: text('kind').$type<SheetSyncErrorKind>().notNull(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id),
    className: text('class_name').notNull(),
    teacherName: text('teacher_name'),
    studentName: text('student_name'), // STUDENT_NOT_FOUND: the name as written in the sheet
    cycleNumber: integer('cycle_number'), // WRONG_CYCLE: the cycle the sheet says
    sheetUrl: text('sheet_url').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sheet_sync_errors_kind', sql`${table.kind} in ('NO_UPDATE', 'STUDENT_NOT_FOUND', 'WRONG_CYCLE')`),
    index('sheet_sync_errors_kind_idx').on(table.kind, table.detectedAt),
    index('sheet_sync_errors_class_idx').on(table.schoolClassId),
  ],
);
