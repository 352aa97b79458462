import type { AnyResource } from './define';
import { settingsTabs } from './reference-lists';
import { attendanceTypes, exitStatuses, schoolYears, teachers } from './lookups';

// The one registration of every resource: menu, routes, palette, data provider and server iterate it.
export const resources: AnyResource[] = [...settingsTabs, schoolYears, teachers, attendanceTypes, exitStatuses];

export const findResource = (name: string): AnyResource | undefined =>
  resources.find((resource) => resource.name === name);

export * from './define';
export * from './abilities';
