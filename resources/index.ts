import type { AnyResource } from './define';
import { settingsTabs } from './reference-lists';
import { attendanceTypes, exitStatuses, schoolYears, teachers } from './lookups';
import { archivedGroups, groups } from './groups';
import { subjectPricing } from './subject-pricing';
import { archivedClients, clients } from './clients';
import { archivedStudents, students } from './students';
import { allParents, clientParents, parents } from './parents';
import { studentGrades } from './grades';
import { expensePaymentTypes, expenseTypes } from './expenses';
import { staff } from './staff';
import { classEnrollments } from './class-enrollments';
import { taskResources } from './tasks';
import { registrationCodes } from './registration-codes';
import { trialClasses } from './trial-classes';
import { teacherSubjects } from './teacher-subjects';
import { botMessages } from './bot-messages';
import { mailingTemplates } from './mailing-templates';
import { groupChats } from './group-chats';
import { payoutRates } from './payout-rates';

// The one registration of every resource: menu, routes, palette, data provider and server iterate it.
export const resources: AnyResource[] = [
  ...settingsTabs,
  schoolYears,
  teachers,
  attendanceTypes,
  exitStatuses,
  groups,
  archivedGroups,
  subjectPricing,
  clients,
  archivedClients,
  students,
  archivedStudents,
  parents,
  clientParents,
  allParents,
  studentGrades,
  expenseTypes,
  expensePaymentTypes,
  staff,
  classEnrollments,
  ...taskResources,
  registrationCodes,
  trialClasses,
  teacherSubjects,
  botMessages,
  mailingTemplates,
  groupChats,
  payoutRates,
];

export const findResource = (name: string): AnyResource | undefined =>
  resources.find((resource) => resource.name === name);

export * from './define';
export * from './abilities';
