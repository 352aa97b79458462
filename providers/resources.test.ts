import { describe, expect, it } from 'vitest';
import { resources } from '../resources';
import { schoolYears } from '../resources/lookups';
import { parents } from '../resources/parents';
import { cabinets } from '../resources/reference-lists';
import { refineResources, toRefineResource } from './resources';

describe('toRefineResource', () => {
  it('gives a settings tab its route and the meta the providers read', () => {
    expect(toRefineResource(cabinets)).toEqual({
      name: 'cabinets',
      list: '/settings/cabinets',
      meta: { label: 'Кабинеты', parent: 'settings', hide: true, canDelete: true, declaration: cabinets },
    });
  });

  it("gives a declaration with a page that page's route", () => {
    expect(toRefineResource(parents)).toMatchObject({ name: 'parents', list: '/parents/parents-table' });
  });

  it('gives a lookup without a page no route', () => {
    expect(toRefineResource(schoolYears)).toMatchObject({
      name: 'school-years',
      list: undefined,
      meta: { label: 'Классы', hide: true, canDelete: false, declaration: schoolYears },
    });
  });

  it('registers every declared resource once', () => {
    expect(refineResources.map((resource) => resource.name)).toEqual(resources.map((resource) => resource.name));
  });
});
