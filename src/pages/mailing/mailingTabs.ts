export const MAILING_TITLE = 'Рассылка';

// operations.md §2: six tabs, the one last opened remembered in this browser (§9) under this key.
export const MAILING_TAB_KEY = 'mailingActiveTab';

export const MAILING_TABS = [
  { key: 'group-chats', label: 'В групповые чаты' },
  { key: 'students-parents', label: 'Ученикам и родителям' },
  { key: 'staff', label: 'Сотрудникам' },
  { key: 'table', label: 'Таблица рассылок' },
  { key: 'templates', label: 'Шаблоны' },
  { key: 'registered-chats', label: 'Групповые чаты' },
] as const;

export type MailingTabKey = (typeof MAILING_TABS)[number]['key'];

export const isMailingTabKey = (value: unknown): value is MailingTabKey => MAILING_TABS.some((tab) => tab.key === value);
