import type { ResourceProps } from '@refinedev/core';
import { resources, type AnyResource } from '../resources';

// A declaration's list route: its own page, or its tab of /settings/:tab (core.md §2.14).
const SETTINGS_PARENT = 'settings';

const listRoute = (declaration: AnyResource) =>
  declaration.page?.path ?? (declaration.menu?.parent === SETTINGS_PARENT ? `/settings/${declaration.name}` : undefined);

export const toRefineResource = (declaration: AnyResource): ResourceProps => ({
  name: declaration.name,
  list: listRoute(declaration),
  meta: {
    label: declaration.label.many,
    parent: declaration.menu?.parent,
    hide: declaration.menu?.hidden ?? false,
    canDelete: Boolean(declaration.api.remove),
    declaration,
  },
});

export const refineResources: ResourceProps[] = resources.map(toRefineResource);
