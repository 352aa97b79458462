import type { AccessControlProvider } from '@refinedev/core';
import { findResource, type AnyResource } from '../resources';
import { defineAbilityFor, primaryRole, type Action, type AppAbility, type Subject } from '../resources/abilities';
import { currentRoles } from './keycloak';
import { noRoleAccess } from './runtime-config';

// Refine's actions in CASL terms, and CASL's own (a page's guard asks 'manage'); anything else is refused
// rather than guessed.
const actionOfRefine: Record<string, Action> = {
  manage: 'manage',
  read: 'read',
  update: 'update',
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'create',
  clone: 'create',
  import: 'create',
  edit: 'update',
  delete: 'delete',
};

const abilities = new Map<string, AppAbility>();

// One ability per role, built once: the same rules the server checks (resources/abilities.ts).
export const abilityFor = (roles: readonly string[]): AppAbility => {
  const role = primaryRole(roles);
  const key = `${role}:${noRoleAccess()}`;
  let ability = abilities.get(key);
  if (!ability) {
    ability = defineAbilityFor(role, { noRoleAccess: noRoleAccess() });
    abilities.set(key, ability);
  }
  return ability;
};

type AccessQuestion = Parameters<AccessControlProvider['can']>[0];
type AccessAnswer = { can: boolean; reason?: string };

// The one path for rights in the UI (CanAccess, useCan): a resource's subject comes from its declaration;
// a screen that is no resource (a page's guard, the gradebook button) names its subject in params.subject.
// The answer is CASL's, known at once: providers/queryClient.ts gives it to a useCan on its first render.
export const answerAccess = (roles: readonly string[], { resource, action, params }: AccessQuestion): AccessAnswer => {
  const declaration =
    (params?.resource?.meta?.declaration as AnyResource | undefined) ?? (resource ? findResource(resource) : undefined);
  const subject = (params?.subject as Subject | undefined) ?? declaration?.subject;
  const caslAction = Object.hasOwn(actionOfRefine, action) ? actionOfRefine[action] : undefined;
  if (!subject || !caslAction) return { can: false, reason: 'Нет доступа' };
  const can = abilityFor(roles).can(caslAction, subject);
  return can ? { can } : { can, reason: 'Нет доступа' };
};

export const createAccessControlProvider = (roles: () => readonly string[]): AccessControlProvider => ({
  can: async (question) => answerAccess(roles(), question),
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
});

export const accessControlProvider = createAccessControlProvider(currentRoles);
