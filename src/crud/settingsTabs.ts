import { resources } from '../../resources';
import type { AnyResource } from '../../resources/define';

export const SETTINGS_PARENT = 'settings';
export const SETTINGS_TITLE = 'Справочники';

// Every declaration whose menu parent is 'settings' is a tab of /settings/:tab, in the declarations' order.
export const settingsTabDeclarations = (all: AnyResource[] = resources) =>
  all.filter((declaration) => declaration.menu?.parent === SETTINGS_PARENT);

export const settingsTabPath = (name: string) => `/settings/${name}`;
