import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { OPEN_SHEET_LABEL, type ErrorTableKey, type NoUpdateError, type StudentNotFoundError, type WrongCycleError } from '../../../resources/sheet-errors';
import { groupPagePath, safeSheetUrl } from '../groups/card/groupLinks';

export type ErrorRow = NoUpdateError | StudentNotFoundError | WrongCycleError;

type Row = ErrorRow & Partial<NoUpdateError & StudentNotFoundError & WrongCycleError>;

const byText = (key: 'className' | 'teacherName' | 'studentName') => (left: Row, right: Row) => (left[key] ?? '').localeCompare(right[key] ?? '', 'ru');

const classColumn = {
  key: 'className',
  title: 'Группа',
  sorter: byText('className'),
  render: (_: unknown, row: Row) => <Link to={groupPagePath(row.schoolClassId)}>{row.className}</Link>,
};
const teacherColumn = { key: 'teacherName', title: 'Преподаватель', sorter: byText('teacherName'), render: (_: unknown, row: Row) => row.teacherName ?? '—' };
const studentColumn = { key: 'studentName', title: 'Ученик', sorter: byText('studentName'), render: (_: unknown, row: Row) => row.studentName };
const cycleColumn = {
  key: 'cycleNumber',
  title: 'Номер цикла',
  width: 140,
  sorter: (left: Row, right: Row) => (left.cycleNumber ?? -1) - (right.cycleNumber ?? -1),
  render: (_: unknown, row: Row) => (row.cycleNumber === null || row.cycleNumber === undefined ? 'Не указан' : row.cycleNumber),
};
// every row links to the group's sheet, in a new tab that cannot reach back to this one
const sheetColumn = {
  key: 'sheetUrl',
  title: 'Отчет',
  width: 160,
  render: (_: unknown, row: Row) => {
    const url = safeSheetUrl(row.sheetUrl);
    return url ? (
      <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
        {OPEN_SHEET_LABEL}
      </Typography.Link>
    ) : (
      '—'
    );
  },
};

// operations.md §2 "Error tables": no update — class and teacher; student not found — student; wrong cycle —
// teacher, class, cycle number. Each with the link to the report sheet.
export const errorColumns: Record<ErrorTableKey, ColumnsType<Row>> = {
  'no-update-table': [classColumn, teacherColumn, sheetColumn],
  'student-not-found-table': [studentColumn, sheetColumn],
  'wrong-cycle-table': [teacherColumn, classColumn, cycleColumn, sheetColumn],
};
