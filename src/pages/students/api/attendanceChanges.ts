import type { AttendanceDiff } from '../../../../resources/attendance-diff';
import type { StudentApi } from './useStudentApi';

// Links for the new lesson formats first, then the dropped ones go (core.md §4).
export const applyAttendanceDiff = async (api: StudentApi, studentId: number, diff: AttendanceDiff) => {
  for (const attendanceTypeId of diff.toAdd) await api.addAttendanceType(studentId, attendanceTypeId);
  for (const attendanceLinkId of diff.toRemove) await api.removeAttendanceLink(attendanceLinkId);
};

export const isEmptyDiff = (diff: AttendanceDiff) => diff.toAdd.length === 0 && diff.toRemove.length === 0;
