import { inArray, sql } from 'drizzle-orm';
import { staff, tasks } from '../db/schema/index';
import type { Tx } from '../db/types';

type TaskSeed = {
  title: string;
  description?: string;
  days: number; // deadline: today + days (the centre's today: the session's time zone)
  status: 1 | 2 | 3; // Новая, В работе, Выполнена
  priority: 1 | 2 | 3; // Высокий, Средний, Низкий
  to?: string; // the assignee's name
  archived?: boolean;
};

const OWNER = 'Ольга Владимирова';
const ADMIN = 'Андрей Смирнов';
const TEACHER = 'Мария Иванова';

// Every state of the board: overdue, due today and tomorrow, later; each status and priority; unassigned tasks;
// finished ones (no tint); and an archive.
const demoTasks: TaskSeed[] = [
  { title: 'Обзвонить должников за октябрь', description: 'Список в разделе «Должники», отметить итог звонка в комментарии.', days: -3, status: 1, priority: 1, to: ADMIN },
  { title: 'Продлить договор аренды кабинета 3', days: -1, status: 2, priority: 1, to: OWNER },
  { title: 'Заказать маркеры и бумагу для флипчарта', days: -2, status: 1, priority: 3, to: ADMIN },
  { title: 'Проверить журнал группы «Математика 7А»', description: 'Не заполнены темы двух последних уроков.', days: 0, status: 1, priority: 2, to: TEACHER },
  { title: 'Отправить родителям расписание каникул', days: 0, status: 2, priority: 1, to: ADMIN },
  { title: 'Подготовить отчёт по оплатам за месяц', days: 1, status: 2, priority: 2, to: OWNER },
  { title: 'Позвонить новым заявкам с сайта', description: 'Пять заявок с пятницы, предложить пробное занятие.', days: 1, status: 1, priority: 1, to: ADMIN },
  { title: 'Согласовать замену преподавателя в среду', days: 2, status: 1, priority: 1, to: OWNER },
  { title: 'Обновить прайс на сайте', days: 3, status: 1, priority: 2 },
  { title: 'Собрать отзывы родителей о пробных занятиях', days: 4, status: 2, priority: 3, to: ADMIN },
  { title: 'Сформировать группы на весенний семестр', description: 'Черновик на доске набора групп.', days: 5, status: 2, priority: 1, to: OWNER },
  { title: 'Проверить домашние задания 9Б', days: 6, status: 1, priority: 2, to: TEACHER },
  { title: 'Провести инструктаж новых администраторов', days: 7, status: 1, priority: 2, to: OWNER },
  { title: 'Настроить рассылку напоминаний об оплате', days: 10, status: 1, priority: 3, to: ADMIN },
  { title: 'Пересчитать зарплату за прошлый цикл', days: 12, status: 1, priority: 2 },
  { title: 'Подготовить пробник ОГЭ по русскому', days: 14, status: 2, priority: 2, to: TEACHER },
  { title: 'Заменить картридж в принтере', days: 21, status: 1, priority: 3 },
  { title: 'Разослать счета за ноябрь', days: -4, status: 3, priority: 1, to: ADMIN },
  { title: 'Провести родительское собрание 5 классов', days: -1, status: 3, priority: 2, to: OWNER },
  { title: 'Внести новых учеников в журнал', days: 0, status: 3, priority: 2, to: TEACHER },
  { title: 'Закупить воду в кулер', days: 1, status: 3, priority: 3, to: ADMIN },
  { title: 'Оформить стенд с расписанием', days: -20, status: 3, priority: 3, to: ADMIN, archived: true },
  { title: 'Провести пробные занятия в сентябре', days: -45, status: 3, priority: 1, to: OWNER, archived: true },
  { title: 'Сверить кассу за третий квартал', description: 'Расхождение 300 ₽ найдено и исправлено.', days: -30, status: 3, priority: 2, to: OWNER, archived: true },
  { title: 'Напомнить о продлении абонементов', days: -10, status: 2, priority: 2, to: ADMIN, archived: true },
];

export const seedTasks = async (tx: Tx) => {
  const names = [OWNER, ADMIN, TEACHER];
  const members = await tx.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.name, names));
  const idOf = new Map(members.map((member) => [member.name, member.id]));
  await tx.insert(tasks).values(
    demoTasks.map((task) => ({
      title: task.title,
      description: task.description ?? null,
      deadline: sql`current_date + ${task.days}::int` as unknown as string,
      taskStatusId: task.status,
      taskPriorityTypeId: task.priority,
      staffId: task.to ? (idOf.get(task.to) ?? null) : null,
      isArchived: task.archived ?? false,
      createdBy: 'admin',
    })),
  );
};
