// operations.md §2 "Group page": four tabs, the last one opened remembered under schoolClassActiveTab (§9). The
// payments tab is for those who read payments (a teacher has none).
export const GROUP_TABS = [
  { key: 'info', label: 'Основная информация' },
  { key: 'payments', label: 'История платежей' },
  { key: 'gradebook', label: 'ЖУК' },
  { key: 'exits', label: 'Движение учеников' },
] as const;

export type GroupTabKey = (typeof GROUP_TABS)[number]['key'];

export const isGroupTabKey = (value: unknown): value is GroupTabKey => GROUP_TABS.some((tab) => tab.key === value);

export const visibleTabs = (canReadPayments: boolean) => GROUP_TABS.filter((tab) => tab.key !== 'payments' || canReadPayments);

// The remembered tab when it is one the user sees, else the first.
export const activeTabOf = (stored: unknown, tabs: readonly { key: GroupTabKey }[]): GroupTabKey =>
  tabs.find((tab) => tab.key === stored)?.key ?? tabs[0].key;
