import { describe, expect, it } from 'vitest';
import { centreOfHost } from './centre';

describe('centreOfHost (money.md §9: a subdomain prefix chooses the centre, the first is the default)', () => {
  it.each([
    ['localhost:3000', 'ODINTSOVO', 'Одинцово'],
    ['127.0.0.1:3481', 'ODINTSOVO', 'Одинцово'],
    ['zelenograd.localhost:3000', 'ZELENOGRAD', 'Зеленоград'],
    ['Zelenograd.Localhost:3000', 'ZELENOGRAD', 'Зеленоград'],
    ['zelenograd.crm.example.ru', 'ZELENOGRAD', 'Зеленоград'],
    ['odintsovo.crm.example.ru', 'ODINTSOVO', 'Одинцово'],
    ['crm.example.ru', 'ODINTSOVO', 'Одинцово'],
    ['crm.zelenograd.example.ru', 'ODINTSOVO', 'Одинцово'],
    ['zelenograd', 'ODINTSOVO', 'Одинцово'],
    ['zelenograd-test.localhost', 'ODINTSOVO', 'Одинцово'],
    ['', 'ODINTSOVO', 'Одинцово'],
  ])('%s → %s', (host, type, name) => {
    expect(centreOfHost(host)).toEqual({ type, name });
  });
  it('no host at all is the first centre', () => {
    expect(centreOfHost(undefined).type).toBe('ODINTSOVO');
  });
});
