import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import type { AnyResource } from './define';
import { declaredResources } from './registry';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
// The subjects of core.md §6, whose rules are written below; a declaration may add a subject of its own with its
// rules (`access` in resources/define.ts), so a subject is also any name a declaration gives one.
export type CoreSubject =
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
  | 'Report'
  | 'Reference'
  // ending a staff member's sessions (issue 24): the owner's alone
  | 'Sessions'
  // a copy of the whole database from the running server (issue 24, docs/architecture.md "Backup and restore"): the owner's alone
  | 'Backup';
export type Subject = CoreSubject | (string & {});

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

// The roles a declared subject's rules name: OWNER manages every subject, and a user without a role reads every
// subject unless NO_ROLE_ACCESS=none, whatever the declaration says.
export type RuledRole = 'ADMIN' | 'TEACHER' | 'USER';
export type SubjectAccess = Partial<Record<RuledRole, readonly Action[]>>;

// The subjects the declarations add, each with its rules (declarations.test.ts checks that each is added once and
// is none of core.md's).
export const declaredSubjects = (declarations: readonly AnyResource[] = declaredResources) =>
  declarations.flatMap((declaration) => (declaration.access ? [{ subject: declaration.subject, access: declaration.access }] : []));

export const defineAbilityFor = (
  role: Role,
  options: { noRoleAccess?: NoRoleAccess } = {},
  declarations: readonly AnyResource[] = declaredResources,
): AppAbility => {
  const { can, cannot, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  // A declared subject: ADMIN keeps 'manage all' on it unless its rules name ADMIN's actions; TEACHER and USER get
  // what the rules name and nothing else.
  const addDeclaredRules = (ruled: RuledRole) => {
    for (const { subject, access } of declaredSubjects(declarations)) {
      const actions = access[ruled];
      if (ruled === 'ADMIN' && actions) cannot('manage', subject);
      if (actions && actions.length > 0) can([...actions], subject);
    }
  };
  switch (role) {
    case 'OWNER':
      can('manage', 'all');
      break;
    case 'ADMIN':
      can('manage', 'all');
      cannot('manage', 'PaymentStats');
      cannot('manage', 'Sessions');
      cannot('manage', 'Backup');
      addDeclaredRules('ADMIN');
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
      addDeclaredRules('TEACHER');
      break;
    case 'USER':
      can('read', 'Schedule');
      can('read', 'Report');
      can('read', 'Reference');
      addDeclaredRules('USER');
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
