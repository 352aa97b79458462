import type { AnyResource } from './define';
import { declaredResources } from './registry';

// Every resource, one folder each (resources/<entity>/index.ts), listed by the generated registry: menu, routes,
// palette, data provider and server iterate it.
export const resources: AnyResource[] = declaredResources;

export const findResource = (name: string): AnyResource | undefined =>
  resources.find((resource) => resource.name === name);

export * from './define';
export * from './abilities';
