import { describe, expect, it } from 'vitest';
import { diffRows } from './audit';

describe('diffRows', () => {
  it.each([
    ['a creation', null, { id: 1, name: 'Москва' }, { id: { to: 1 }, name: { to: 'Москва' } }],
    ['a deletion', { id: 1, name: 'Москва' }, null, { id: { from: 1 }, name: { from: 'Москва' } }],
    ['an update', { id: 1, name: 'Москва', color: '#fff' }, { id: 1, name: 'Тверь', color: '#fff' }, { name: { from: 'Москва', to: 'Тверь' } }],
    ['no change', { id: 1, tags: [1, 2] }, { id: 1, tags: [1, 2] }, {}],
    ['a value becoming null', { id: 1, phone: '+79160000000' }, { id: 1, phone: null }, { phone: { from: '+79160000000', to: null } }],
  ])('records %s', (_label, before, after, changes) => {
    expect(diffRows(before, after)).toEqual(changes);
  });
});
