import type { AccessControlProvider } from '@refinedev/core';
import { findResource, type AnyResource } from '../resources';
import { defineAbilityFor, primaryRole, type Action, type AppAbility } from '../resources/abilities';
import { currentRoles } from './keycloak';
import { noRoleAccess } from './runtime-config';

// Refine's actions in CASL terms; anything else is refused rather than guessed.
const actionOfRefine: Record<string, Action> = {
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

export const createAccessControlProvider = (roles: () => readonly string[]): AccessControlProvider => ({
  can: async ({ resource, action, params }) => {
    const declaration =
      (params?.resource?.meta?.declaration as AnyResource | undefined) ?? (resource ? findResource(resource) : undefined);
    const caslAction = actionOfRefine[action];
    if (!declaration || !caslAction) return { can: false, reason: 'Нет доступа' };
    const can = abilityFor(roles()).can(caslAction, declaration.subject);
    return can ? { can } : { can, reason: 'Нет доступа' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
});

export const accessControlProvider = createAccessControlProvider(currentRoles);
