import { and, asc, eq, sql } from 'drizzle-orm';
import type { NoUpdateError, StudentNotFoundError, WrongCycleError } from '../../resources/sheet-errors';
import { schoolClasses, sheetSyncErrors } from '../db/schema/index';
import type { SheetSyncErrorKind } from '../db/schema/sheet-sync-errors';
import type { DbOrTx } from '../db/types';

// The three error tables of /service/error-tables (docs/api-operations.md "Spreadsheet reports and error tables"):
// the rows of the latest sync of each active group (an archived group's rows are kept but not shown).

const russian = (column: unknown) => sql`${column} collate "und-x-icu"`;

const rowsOf = (db: DbOrTx, kind: SheetSyncErrorKind) =>
  db
    .select({
      errorId: sheetSyncErrors.id,
      sheetUrl: sheetSyncErrors.sheetUrl,
      schoolClassId: sheetSyncErrors.schoolClassId,
      detectedAt: sheetSyncErrors.detectedAt,
      className: sheetSyncErrors.className,
      teacherName: sheetSyncErrors.teacherName,
      studentName: sheetSyncErrors.studentName,
      cycleNumber: sheetSyncErrors.cycleNumber,
    })
    .from(sheetSyncErrors)
    .innerJoin(schoolClasses, eq(schoolClasses.id, sheetSyncErrors.schoolClassId))
    .where(and(eq(sheetSyncErrors.kind, kind), eq(schoolClasses.isArchived, false)));

const common = (row: { errorId: number; sheetUrl: string; schoolClassId: number; detectedAt: Date }) => ({
  errorId: row.errorId,
  sheetUrl: row.sheetUrl,
  schoolClassId: row.schoolClassId,
  detectedAt: row.detectedAt.toISOString(),
});

export const listNoUpdateErrors = async (db: DbOrTx): Promise<NoUpdateError[]> =>
  (await rowsOf(db, 'NO_UPDATE').orderBy(russian(sheetSyncErrors.className), asc(sheetSyncErrors.id))).map((row) => ({
    ...common(row),
    className: row.className,
    teacherName: row.teacherName,
  }));

export const listStudentNotFoundErrors = async (db: DbOrTx): Promise<StudentNotFoundError[]> =>
  (await rowsOf(db, 'STUDENT_NOT_FOUND').orderBy(russian(sheetSyncErrors.studentName), asc(sheetSyncErrors.id))).map((row) => ({
    ...common(row),
    studentName: row.studentName ?? '',
    className: row.className,
  }));

export const listWrongCycleErrors = async (db: DbOrTx): Promise<WrongCycleError[]> =>
  (await rowsOf(db, 'WRONG_CYCLE').orderBy(russian(sheetSyncErrors.teacherName), russian(sheetSyncErrors.className), asc(sheetSyncErrors.id))).map((row) => ({
    ...common(row),
    teacherName: row.teacherName,
    className: row.className,
    cycleNumber: row.cycleNumber,
  }));
