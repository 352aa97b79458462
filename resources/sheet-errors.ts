import { z } from 'zod';
import { maybeText, rowId, rowText } from './row-fields';

// operations.md §2 "Error tables", §3 "Error rows": what the spreadsheet sync found in the groups' sheets.
const common = { errorId: rowId, sheetUrl: rowText, schoolClassId: rowId, detectedAt: rowText };

export const noUpdateErrorSchema = z.object({ ...common, className: rowText, teacherName: maybeText });
export const studentNotFoundErrorSchema = z.object({ ...common, studentName: rowText, className: rowText });
export const wrongCycleErrorSchema = z.object({ ...common, teacherName: maybeText, className: rowText, cycleNumber: z.number().int().nullable() });

export type NoUpdateError = z.infer<typeof noUpdateErrorSchema>;
export type StudentNotFoundError = z.infer<typeof studentNotFoundErrorSchema>;
export type WrongCycleError = z.infer<typeof wrongCycleErrorSchema>;

// GET sheets/settings: whether reports can be made here, and if not, why (the buttons' tooltip)
export const sheetsSettingsSchema = z.object({ configured: z.boolean(), message: maybeText, serviceAccountEmail: maybeText });
export type SheetsSettings = z.infer<typeof sheetsSettingsSchema>;

export const errorTableTabs = [
  { key: 'no-update-table', label: 'Нет обновлений', path: 'no-updates-error-info' },
  { key: 'student-not-found-table', label: 'Ученик не найден', path: 'student-not-found-error-info' },
  { key: 'wrong-cycle-table', label: 'Неверный цикл', path: 'wrong-cycle-error-info' },
] as const;
export type ErrorTableKey = (typeof errorTableTabs)[number]['key'];

export const OPEN_SHEET_LABEL = 'Открыть отчет';
