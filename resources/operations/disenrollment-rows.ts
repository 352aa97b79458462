import { isSuspiciousStay, stayBucket, stayDays, stayStatus, STAY_BUCKET_LABELS } from './stays';
import type { EnrollmentTracking } from '../statistics';

// The disenrollment tab's tree (operations.md §2 "Statistics"): a group, then its students with their stay.
export type DisenrollmentRow = {
  key: string;
  name: string;
  teacherName?: string | null;
  counts?: string;
  enrollmentDate?: string;
  disenrollmentDate?: string | null;
  days?: number;
  bucket?: string;
  status?: string;
  suspicious?: boolean;
  children?: DisenrollmentRow[];
};

const matches = (text: string | null | undefined, filter: string) => !!text && text.toLocaleLowerCase('ru').includes(filter);

// Groups whose name or teacher matches keep all their students; otherwise only the matching students are kept.
export const disenrollmentRows = (groups: readonly EnrollmentTracking[], filter: string, today: string): DisenrollmentRow[] => {
  const wanted = filter.trim().toLocaleLowerCase('ru');
  return groups.flatMap((group) => {
    const groupMatches = !wanted || matches(group.schoolClassName, wanted) || matches(group.teacherName, wanted);
    const students = group.studentEnrollments
      .filter((student) => groupMatches || matches(student.studentName, wanted))
      .map((student): DisenrollmentRow => {
        const days = stayDays(student.enrollmentDate, student.disenrollmentDate, today);
        return {
          key: `s${student.studentClassId}`,
          name: student.studentName,
          enrollmentDate: student.enrollmentDate,
          disenrollmentDate: student.disenrollmentDate,
          days,
          bucket: STAY_BUCKET_LABELS[stayBucket(days)],
          status: stayStatus(student.disenrollmentDate),
          suspicious: isSuspiciousStay(days),
        };
      });
    if (students.length === 0) return [];
    return [
      {
        key: `g${group.schoolClassId}`,
        name: group.schoolClassName,
        teacherName: group.teacherName,
        counts: `${group.currentStudents} сейчас, ${group.pastStudents} ушли`,
        children: students,
      },
    ];
  });
};
