import { describe, expect, it } from 'vitest';
import { activeTabOf, GROUP_TABS, isGroupTabKey, visibleTabs } from './groupTabs';

describe('group page tabs', () => {
  it('are the four of the spec, the payments tab only for those who read payments', () => {
    expect(GROUP_TABS.map((tab) => tab.label)).toEqual(['Основная информация', 'История платежей', 'ЖУК', 'Движение учеников']);
    expect(visibleTabs(true)).toHaveLength(4);
    expect(visibleTabs(false).map((tab) => tab.key)).toEqual(['info', 'gradebook', 'exits']);
  });

  it.each([
    ['exits', true, 'exits'],
    ['payments', true, 'payments'],
    ['payments', false, 'info'],
    ['nonsense', true, 'info'],
    [null, true, 'info'],
    [42, false, 'info'],
  ] as const)('opens the remembered %s (payments %s) as %s', (stored, canReadPayments, expected) => {
    expect(activeTabOf(stored, visibleTabs(canReadPayments))).toBe(expected);
  });

  it('knows its keys', () => {
    expect(isGroupTabKey('gradebook')).toBe(true);
    expect(isGroupTabKey('journal')).toBe(false);
  });
});
