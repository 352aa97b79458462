import { describe, expect, it } from 'vitest';
import { defineAbilityFor, hasFullMenu, primaryRole, type Action, type CoreSubject, type Role, type Subject } from './abilities';
import { defineResource } from './define';

// core.md §6 written out by hand, one line per subject: the letters are the actions allowed
// (m = manage, r = read, c = create, u = update, d = delete). Two of our decisions are marked:
// Reference (the names every screen chooses from) is readable by TEACHER and USER, and NO_ROLE_ACCESS=none
// takes everything from a user without a role (ARCHITECTURE §6).
// RegistrationCode is the subject the registration codes' declaration adds (resources/registration-codes): only the
// owner and the admin hold it.
type Expected = Record<CoreSubject | 'RegistrationCode', string>;

const OWNER: Expected = {
  all: 'mrcud',
  Service: 'mrcud',
  Schedule: 'mrcud',
  TeacherSheet: 'mrcud',
  GradeBook: 'mrcud',
  Grade: 'mrcud',
  Staff: 'mrcud',
  Management: 'mrcud',
  TeacherSubject: 'mrcud',
  Task: 'mrcud',
  Student: 'mrcud',
  Request: 'mrcud',
  Archive: 'mrcud',
  Payment: 'mrcud',
  RegistrationCode: 'mrcud',
  PaymentStats: 'mrcud',
  Report: 'mrcud',
  Reference: 'mrcud',
  Sessions: 'mrcud',
  Backup: 'mrcud',
};

const ADMIN: Expected = {
  all: 'mrcud',
  Service: 'mrcud',
  Schedule: 'mrcud',
  TeacherSheet: 'mrcud',
  GradeBook: 'mrcud',
  Grade: 'mrcud',
  Staff: 'mrcud',
  Management: 'mrcud',
  TeacherSubject: 'mrcud',
  Task: 'mrcud',
  Student: 'mrcud',
  Request: 'mrcud',
  Archive: 'mrcud',
  Payment: 'mrcud',
  RegistrationCode: 'mrcud',
  PaymentStats: '', // "no read/manage of Payment-Stats"
  Report: 'mrcud',
  Reference: 'mrcud',
  Sessions: '', // our decision: only the owner ends staff sessions (issue 24)
  Backup: '', // our decision: only the owner takes a copy of the whole database (issue 24),
};

const TEACHER: Expected = {
  all: '',
  Service: '',
  Schedule: 'ru',
  TeacherSheet: 'rcu',
  GradeBook: 'ru',
  Grade: 'ru',
  Staff: 'r',
  Management: '',
  TeacherSubject: 'r',
  Task: 'ru',
  Student: 'r',
  Request: '',
  Archive: '',
  Payment: '',
  RegistrationCode: '',
  PaymentStats: '',
  Report: 'r',
  Reference: 'r', // our decision
  Sessions: '',
  Backup: '',
};

const USER: Expected = {
  all: '',
  Service: '',
  Schedule: 'r',
  TeacherSheet: '',
  GradeBook: '',
  Grade: '',
  Staff: '',
  Management: '',
  TeacherSubject: '',
  Task: '',
  Student: '',
  Request: '',
  Archive: '',
  Payment: '',
  RegistrationCode: '',
  PaymentStats: '',
  Report: 'r',
  Reference: 'r', // our decision
  Sessions: '',
  Backup: '',
};

const NO_ROLE_READS: Expected = {
  all: 'r',
  Service: 'r',
  Schedule: 'r',
  TeacherSheet: 'r',
  GradeBook: 'r',
  Grade: 'r',
  Staff: 'r',
  Management: 'r',
  TeacherSubject: 'r',
  Task: 'r',
  Student: 'r',
  Request: 'r',
  Archive: 'r',
  Payment: 'r',
  RegistrationCode: 'r',
  PaymentStats: 'r',
  Report: 'r',
  Reference: 'r',
  Sessions: 'r',
  Backup: 'r', // reads nothing: the backup route asks for manage,
};

const NO_ROLE_NOTHING: Expected = {
  all: '',
  Service: '',
  Schedule: '',
  TeacherSheet: '',
  GradeBook: '',
  Grade: '',
  Staff: '',
  Management: '',
  TeacherSubject: '',
  Task: '',
  Student: '',
  Request: '',
  Archive: '',
  Payment: '',
  RegistrationCode: '',
  PaymentStats: '',
  Report: '',
  Reference: '',
  Sessions: '',
  Backup: '',
};

const letterOf: Record<Action, string> = { manage: 'm', read: 'r', create: 'c', update: 'u', delete: 'd' };
const actions = Object.keys(letterOf) as Action[];

const cases: { name: string; role: Role; noRoleAccess?: 'read' | 'none'; expected: Expected }[] = [
  { name: 'OWNER', role: 'OWNER', expected: OWNER },
  { name: 'ADMIN', role: 'ADMIN', expected: ADMIN },
  { name: 'TEACHER', role: 'TEACHER', expected: TEACHER },
  { name: 'USER', role: 'USER', expected: USER },
  { name: 'no role (default NO_ROLE_ACCESS=read)', role: 'none', expected: NO_ROLE_READS },
  { name: 'no role with NO_ROLE_ACCESS=read', role: 'none', noRoleAccess: 'read', expected: NO_ROLE_READS },
  { name: 'no role with NO_ROLE_ACCESS=none', role: 'none', noRoleAccess: 'none', expected: NO_ROLE_NOTHING },
];

describe('defineAbilityFor', () => {
  describe.each(cases)('$name', ({ role, noRoleAccess, expected }) => {
    const ability = defineAbilityFor(role, noRoleAccess ? { noRoleAccess } : {});
    const rows = (Object.entries(expected) as [Subject, string][]).flatMap(([subject, letters]) =>
      actions.map((action) => ({ subject, action, allowed: letters.includes(letterOf[action]) })),
    );
    it.each(rows)('$action $subject → $allowed', ({ subject, action, allowed }) => {
      expect(ability.can(action, subject)).toBe(allowed);
    });
  });
});

describe('primaryRole', () => {
  it.each([
    { roles: ['OWNER'], role: 'OWNER' },
    { roles: ['TEACHER', 'ADMIN', 'OWNER'], role: 'OWNER' },
    { roles: ['ADMIN', 'OWNER'], role: 'OWNER' },
    { roles: ['ADMIN'], role: 'ADMIN' },
    { roles: ['USER', 'ADMIN'], role: 'ADMIN' },
    { roles: ['TEACHER', 'ADMIN'], role: 'ADMIN' },
    { roles: ['USER'], role: 'USER' },
    { roles: ['TEACHER', 'USER'], role: 'USER' },
    { roles: ['TEACHER'], role: 'TEACHER' },
    { roles: [], role: 'none' },
    { roles: undefined, role: 'none' },
    // core.md §6 "Unknown role (for example USER)": any other name is treated as USER
    { roles: ['MANAGER'], role: 'USER' },
    { roles: ['TEACHER', 'ACCOUNTANT'], role: 'USER' },
    { roles: ['ADMIN', 'ACCOUNTANT'], role: 'ADMIN' },
    // Keycloak's own roles on every account say nothing about the centre
    { roles: ['offline_access', 'uma_authorization', 'default-roles-centre'], role: 'none' },
    { roles: ['TEACHER', 'offline_access', 'default-roles-centre'], role: 'TEACHER' },
  ] as { roles: string[] | undefined; role: Role }[])('$roles → $role', ({ roles, role }) => {
    expect(primaryRole(roles)).toBe(role);
  });
});

describe('hasFullMenu', () => {
  it.each([
    { role: 'OWNER', full: true },
    { role: 'ADMIN', full: true },
    { role: 'USER', full: false },
    { role: 'TEACHER', full: false },
    { role: 'none', full: false },
  ] as { role: Role; full: boolean }[])('$role → $full', ({ role, full }) => {
    expect(hasFullMenu(role)).toBe(full);
  });
});

// A declaration that adds a subject of its own brings its rules; nothing in abilities.ts names it.
describe('a subject a declaration adds', () => {
  const declared = (name: string, access: NonNullable<Parameters<typeof defineResource>[0]['access']>) =>
    defineResource({ name, subject: name, access, label: { one: 'Запись', many: 'Записи' }, idField: 'id', api: { list: name }, fields: {} });
  const declarations = [
    declared('CabinetEquipment', { TEACHER: ['read'], USER: ['read'] }),
    declared('Secrets', { ADMIN: ['read'] }),
  ];
  const lettersOf = (role: Role, subject: Subject) =>
    actions.filter((action) => defineAbilityFor(role, {}, declarations).can(action, subject)).map((action) => letterOf[action]).join('');

  it.each([
    { role: 'OWNER', subject: 'CabinetEquipment', letters: 'mrcud' },
    { role: 'ADMIN', subject: 'CabinetEquipment', letters: 'mrcud' },
    { role: 'TEACHER', subject: 'CabinetEquipment', letters: 'r' },
    { role: 'USER', subject: 'CabinetEquipment', letters: 'r' },
    { role: 'none', subject: 'CabinetEquipment', letters: 'r' },
    { role: 'OWNER', subject: 'Secrets', letters: 'mrcud' },
    { role: 'ADMIN', subject: 'Secrets', letters: 'r' },
    { role: 'TEACHER', subject: 'Secrets', letters: '' },
    { role: 'USER', subject: 'Secrets', letters: '' },
  ] as { role: Role; subject: string; letters: string }[])('$role on $subject → "$letters"', ({ role, subject, letters }) => {
    expect(lettersOf(role, subject)).toBe(letters);
  });

  it('leaves the subjects of core.md as they are', () => {
    expect(lettersOf('TEACHER', 'Reference')).toBe('r');
    expect(lettersOf('ADMIN', 'PaymentStats')).toBe('');
    expect(lettersOf('ADMIN', 'Payment')).toBe('mrcud');
  });
});
