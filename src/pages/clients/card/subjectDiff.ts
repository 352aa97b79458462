import type { ClientSubject } from '../../../../resources/clients';

export type SubjectDiff = {
  toAdd: number[]; // subject ids to link
  toRemove: number[]; // clientSchoolSubjectIds to delete
};

// The subject links to write when the application's subjects become `wantedIds` (core.md §7.3).
export const subjectDiff = (current: readonly ClientSubject[], wantedIds: readonly number[]): SubjectDiff => {
  const wanted = new Set(wantedIds);
  const linked = new Set(current.map((subject) => subject.subjectId));
  return {
    toAdd: [...wanted].filter((subjectId) => !linked.has(subjectId)),
    toRemove: current.filter((subject) => !wanted.has(subject.subjectId)).map((subject) => subject.clientSchoolSubjectId),
  };
};
