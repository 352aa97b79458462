import { z } from 'zod';

// Response schemas of the core routes (docs/api-core.md); they feed /api/docs and check what goes out.
const id = z.number().int();
const text = z.string();
const maybeText = z.string().nullable();
const maybeId = id.nullable();

export const groupRowSchema = z.object({
  classId: id,
  className: text,
  classCycle: id,
  numberOfLessonsPerCycle: id,
  schoolYear: z.object({ id, description: text }),
  teacher: z.object({ teacherId: id, teacherName: text }),
  subjectPricing: z.object({ id, name: text }).nullable(),
  subject: z.object({ subjectId: id, subjectName: text }),
  color: text,
  isArchived: z.boolean(),
  sheetUrl: maybeText,
  teacherSheetId: maybeText,
  enrolledStudents: z.array(z.object({ studentId: id, studentName: text })),
});

export const archivedGroupRowSchema = z.object({
  classId: id,
  className: text,
  classCycle: id,
  schoolYearId: id,
  schoolYearDescription: text,
  teacherId: id,
  teacherName: text,
  sheetUrl: maybeText,
  teacherSheetId: maybeText,
  isArchived: z.boolean(),
});

export const attendanceLinkSchema = z.object({ attendanceTypeId: id, attendanceTypeName: text, attendanceLinkId: id });

export const clientSubjectSchema = z.object({ clientSchoolSubjectId: id, clientId: id, subjectId: id, subjectName: text });

export const clientRowSchema = z.object({
  clientId: id,
  clientName: text,
  clientPhoneNumber: maybeText,
  clientTelegramId: maybeText,
  additionalComment: maybeText,
  parentId: maybeId,
  clientParentId: maybeId,
  clientParentName: maybeText,
  clientParentPhoneNumber: maybeText,
  parentTelegramId: maybeText,
  archived: z.boolean(),
  attendanceTypes: z.array(attendanceLinkSchema),
  clientStatusId: maybeId,
  clientStatusName: maybeText,
  clientStatusColor: maybeText,
  marketingChannelId: maybeId,
  marketingChannelName: maybeText,
  eligibleForDiscountPrice: z.boolean(),
  eligibleForOldPrice: z.boolean(),
  dateOfBirth: maybeText,
  schoolYearId: maybeId,
  schoolYearDescription: maybeText,
  studentCityId: maybeId,
  studentCityName: maybeText,
  studentSchoolId: maybeId,
  studentSchoolName: maybeText,
  subjects: z.array(clientSubjectSchema),
  exitStatusId: maybeId,
  exitStatusName: maybeText,
  creationDate: text,
});

export const studentRowSchema = z.object({
  studentId: id,
  studentName: text,
  schoolYearId: maybeId,
  schoolYearDescription: maybeText,
  studentSchoolClasses: z.array(z.object({ classId: id, className: text, sheetUrl: maybeText })),
  subjects: z.array(z.object({ subjectId: id, subjectName: text })),
  attendanceTypes: z.array(attendanceLinkSchema),
  studentPhoneNumber: maybeText,
  studentTelegramId: maybeText,
  parentId: maybeId,
  parentName: maybeText,
  parentPhoneNumber: maybeText,
  parentTelegramId: maybeText,
  studentCityId: maybeId,
  studentCityName: maybeText,
  studentSchoolId: maybeId,
  studentSchoolName: maybeText,
  marketingChannelId: maybeId,
  marketingChannelName: maybeText,
  dateOfBirth: maybeText,
  eligibleForDiscountPrice: z.boolean(),
  eligibleForOldPrice: z.boolean(),
  additionalComment: maybeText,
  creationDate: text,
  isArchived: z.boolean(),
  exitStatusId: maybeId,
  exitStatusName: maybeText,
});

export const parentRowSchema = z.object({ parentId: id, parentName: text, parentPhoneNumber: maybeText, parentTelegramId: maybeText });
export const clientParentRowSchema = z.object({ clientParentId: id, clientParentName: text, clientParentPhoneNumber: maybeText });
export const parentOptionSchema = z.object({
  sequentialId: id,
  parentId: maybeId,
  clientParentId: maybeId,
  clientParentName: text,
  clientParentPhoneNumber: maybeText,
});

const money = z.string();
export const subjectPricingRowSchema = z.object({
  subjectPricingId: id,
  subjectPricingName: text,
  priceForFirstSubject: money,
  priceForSecondSubject: money,
  priceForThirdSubject: money,
  priceWithDiscount: money,
  basePriceForCycle: money.nullable(),
  basePriceForLesson: money.nullable(),
  oldPriceForFirstSubject: money.nullable(),
  oldPriceForSecondSubject: money.nullable(),
  oldPriceForThirdSubject: money.nullable(),
  oldPriceWithDiscount: money.nullable(),
});

export const studentGradeRowSchema = z.object({
  uniqueKey: text,
  studentId: id,
  studentName: text,
  classId: id,
  className: text,
  lessonId: id,
  lessonName: maybeText,
  lessonDate: maybeText,
  lessonNumber: id,
  attendanceGrade: maybeText,
  classworkGrade: maybeText,
  homeworkGrade: maybeText,
  lessonCycleNumber: id,
});

export const nameChangeRowSchema = z.object({
  notificationId: id,
  entity: z.enum(['client', 'student']),
  entityId: id,
  oldName: maybeText,
  newName: text,
  changedBy: text,
  changedAt: text,
});
