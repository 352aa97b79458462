// core.md §4: editing the lesson formats adds links for new types and removes those of dropped ones.
export type AttendanceLink = { attendanceTypeId: number; attendanceLinkId: number };

export type AttendanceDiff = {
  toAdd: number[]; // attendance type ids to link
  toRemove: number[]; // attendanceLinkIds to delete
};

export const attendanceDiff = (current: readonly AttendanceLink[], wantedTypeIds: readonly number[]): AttendanceDiff => {
  const wanted = new Set(wantedTypeIds);
  const linked = new Set(current.map((link) => link.attendanceTypeId));
  return {
    toAdd: [...wanted].filter((typeId) => !linked.has(typeId)),
    toRemove: current.filter((link) => !wanted.has(link.attendanceTypeId)).map((link) => link.attendanceLinkId),
  };
};
