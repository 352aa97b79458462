import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type Subject =
  | 'all'
  | 'Service'
  | 'Schedule'
  | 'TeacherSheet'
  | 'GradeBook'
  | 'Grade'
  | 'Staff'
  | 'Management'
  | 'TeacherSubject'
  | 'Task'
  | 'Student'
  | 'Request'
  | 'Archive'
  | 'Payment'
  | 'PaymentStats'
  // our decision: the registration codes open a parent's or student's Telegram door, so a teacher (read Student)
  // does not read them; the owner and the admin (manage all) do (docs/api-operations.md "Registration codes")
  | 'RegistrationCode'
  | 'Report'
  | 'Reference';

export type AppAbility = MongoAbility<[Action, Subject]>;

export type Role = 'OWNER' | 'ADMIN' | 'USER' | 'TEACHER' | 'none';

// core.md §6: OWNER > ADMIN > USER > TEACHER > none. Any other role name counts as USER ("unknown role").
const knownRoles = ['OWNER', 'ADMIN', 'TEACHER'] as const;

export const primaryRole = (roles: readonly string[] | undefined): Role => {
  const list = roles ?? [];
  if (list.includes('OWNER')) return 'OWNER';
  if (list.includes('ADMIN')) return 'ADMIN';
  const unknown = list.filter((role) => !(knownRoles as readonly string[]).includes(role) && !isTechnicalRole(role));
  if (list.includes('USER') || unknown.length > 0) return 'USER';
  if (list.includes('TEACHER')) return 'TEACHER';
  return 'none';
};

// Keycloak adds these to every user's realm_access.roles; they say nothing about the centre.
const isTechnicalRole = (role: string) =>
  role === 'offline_access' || role === 'uma_authorization' || role.startsWith('default-roles-');

export type NoRoleAccess = 'read' | 'none';

export const defineAbilityFor = (role: Role, options: { noRoleAccess?: NoRoleAccess } = {}): AppAbility => {
  const { can, cannot, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  switch (role) {
    case 'OWNER':
      can('manage', 'all');
      break;
    case 'ADMIN':
      can('manage', 'all');
      cannot('manage', 'PaymentStats');
      break;
    case 'TEACHER':
      can(['read', 'update'], 'Task');
      can('read', 'TeacherSubject');
      can('read', 'Staff');
      can(['read', 'update'], 'Schedule');
      can(['read', 'update'], 'GradeBook');
      can(['read', 'update'], 'Grade');
      can(['read', 'create', 'update'], 'TeacherSheet');
      can('read', 'Student');
      can('read', 'Report');
      // our decision: names of reference entries (subjects, years, teachers...) are needed by every screen
      can('read', 'Reference');
      cannot('manage', 'Payment');
      cannot('manage', 'Management');
      cannot('manage', 'Service');
      break;
    case 'USER':
      can('read', 'Schedule');
      can('read', 'Report');
      can('read', 'Reference');
      break;
    case 'none':
      if ((options.noRoleAccess ?? 'read') === 'read') can('read', 'all');
      break;
  }
  return build();
};

// The full menu is for those who may manage everything (core.md §2.4, §6).
export const hasFullMenu = (role: Role) => role === 'OWNER' || role === 'ADMIN';
export const canManageAll = (ability: AppAbility) => ability.can('manage', 'all');
