// core.md §2.4: the full menu (OWNER, ADMIN) and the reduced one (everyone else), in the spec's order.
export const fullMenuSections = [
  'Сервис',
  'Менеджер',
  'Расписание',
  'Отчеты',
  'Заявки',
  'Сотрудники',
  'Ученики',
  'Внести оплату',
  'Платежи',
  'Архив',
  'Разное',
] as const;
export const shortMenuSections = ['Расписание', 'Отчеты', 'Ученики', 'Оценки'] as const;

export type FullMenuSection = (typeof fullMenuSections)[number];
export type ShortMenuSection = (typeof shortMenuSections)[number];

// core.md §2.3: the groups of big buttons on /home.
export const homeGroups = [
  { key: 'finance', title: 'Финансы и персонал' },
  { key: 'learning', title: 'Учебный центр' },
  { key: 'sales', title: 'Продажи' },
  { key: 'crm', title: 'CRM и бот' },
] as const;

export type HomeGroup = (typeof homeGroups)[number]['key'];

// Declarations name these places as text; these say whether a text is one of them.
export const isFullMenuSection = (text: string): text is FullMenuSection => (fullMenuSections as readonly string[]).includes(text);
export const isShortMenuSection = (text: string): text is ShortMenuSection => (shortMenuSections as readonly string[]).includes(text);
export const isHomeGroup = (text: string): text is HomeGroup => homeGroups.some(({ key }) => key === text);
