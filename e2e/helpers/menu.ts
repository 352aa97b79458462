import type { Page } from '@playwright/test';

// The side drawer's menu (the root of antd's inline menu).
export const sideMenu = (page: Page) => page.getByRole('menu').first();

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
];
export const shortMenuSections = ['Расписание', 'Отчеты', 'Ученики', 'Оценки'];
