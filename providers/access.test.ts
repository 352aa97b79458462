import { describe, expect, it } from 'vitest';
import { createAccessControlProvider } from './access';
import { toRefineResource } from './resources';
import { studentCities } from '../resources/reference-lists';

const can = (roles: string[], resource: string, action: string, withMeta = false) =>
  createAccessControlProvider(() => roles)
    .can({ resource, action, params: withMeta ? { resource: { ...toRefineResource(studentCities), name: resource } } : undefined })
    .then((answer) => answer.can);

describe('accessControlProvider', () => {
  it.each([
    { roles: ['ADMIN'], action: 'list', allowed: true },
    { roles: ['ADMIN'], action: 'create', allowed: true },
    { roles: ['ADMIN'], action: 'edit', allowed: true },
    { roles: ['ADMIN'], action: 'delete', allowed: true },
    { roles: ['TEACHER'], action: 'list', allowed: true },
    { roles: ['TEACHER'], action: 'show', allowed: true },
    { roles: ['TEACHER'], action: 'create', allowed: false },
    { roles: ['TEACHER'], action: 'edit', allowed: false },
    { roles: ['TEACHER'], action: 'delete', allowed: false },
    { roles: [], action: 'list', allowed: true },
    { roles: [], action: 'edit', allowed: false },
  ])('$roles may $action reference lists: $allowed', async ({ roles, action, allowed }) => {
    expect(await can(roles, 'student-cities', action)).toBe(allowed);
  });

  it('maps Refine actions to CASL ones', async () => {
    expect(await can(['TEACHER'], 'student-cities', 'export')).toBe(true);
    expect(await can(['TEACHER'], 'student-cities', 'clone')).toBe(false);
    expect(await can(['OWNER'], 'student-cities', 'clone')).toBe(true);
  });

  it('reads the subject from the resource meta when Refine passes it', async () => {
    expect(await can(['ADMIN'], 'not-registered', 'edit', true)).toBe(true);
  });

  it('refuses unknown resources and actions', async () => {
    expect(await can(['OWNER'], 'not-registered', 'list')).toBe(false);
    expect(await can(['OWNER'], 'student-cities', 'fly')).toBe(false);
  });

  it('answers for a subject named in params, with CASL actions too', async () => {
    const provider = (roles: string[]) => createAccessControlProvider(() => roles);
    const ask = (roles: string[], action: string, subject: string) =>
      provider(roles).can({ action, params: { subject } }).then((answer) => answer.can);
    expect(await ask(['TEACHER'], 'read', 'GradeBook')).toBe(true);
    expect(await ask(['TEACHER'], 'manage', 'Request')).toBe(false);
    expect(await ask(['ADMIN'], 'manage', 'Request')).toBe(true);
    expect(await ask(['ADMIN'], 'manage', 'PaymentStats')).toBe(false);
    expect(await ask(['OWNER'], 'manage', 'all')).toBe(true);
    expect(await ask(['USER'], 'manage', 'all')).toBe(false);
    expect(await ask(['OWNER'], 'toString', 'all')).toBe(false);
  });
});
