import type { I18nProvider } from '@refinedev/core';
import { findResource, type AnyResource } from '../resources';
import { ru } from './ru';

const APP_TITLE_SUFFIX = ru['documentTitle.suffix'];

const titleOfAction = (declaration: AnyResource, action: string): string | undefined => {
  switch (action) {
    case 'list':
      return declaration.label.many;
    case 'create':
      return `Создание: ${declaration.label.one}`;
    case 'edit':
      return `Изменение: ${declaration.label.one}`;
    case 'show':
      return `Просмотр: ${declaration.label.one}`;
    case 'clone':
      return `Копирование: ${declaration.label.one}`;
    default:
      return undefined;
  }
};

// Keys Refine builds from a resource name ('cabinets.cabinets', 'cabinets.titles.list',
// 'documentTitle.cabinets.list', 'cabinets.fields.cabinetName') come from the resource's declaration.
const translateResourceKey = (key: string): string | undefined => {
  const parts = key.split('.');
  const [first] = parts;
  if (first === 'documentTitle' && parts.length === 3) {
    const declaration = findResource(parts[1]);
    const title = declaration && titleOfAction(declaration, parts[2]);
    return title && `${title}${APP_TITLE_SUFFIX}`;
  }
  const declaration = findResource(first);
  if (!declaration) return undefined;
  if (parts.length === 2 && parts[1] === first) return declaration.label.many;
  if (parts.length === 3 && parts[1] === 'titles') return titleOfAction(declaration, parts[2]);
  if (parts.length === 3 && parts[1] === 'fields') return declaration.fields[parts[2]]?.label;
  return undefined;
};

const interpolate = (text: string, values: Record<string, unknown> | undefined) =>
  values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;

export const translate = (key: string, options?: unknown, defaultMessage?: string): string => {
  // useTranslate also calls translate(key, defaultMessage)
  const fallback = typeof options === 'string' ? options : defaultMessage;
  const values = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : undefined;
  const text = ru[key] ?? translateResourceKey(key);
  return text !== undefined ? interpolate(text, values) : (fallback ?? key);
};

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: async () => undefined,
  getLocale: () => 'ru',
};
