// The texts of the Telegram bot (issue 11): every situation it answers, who reads the text, the placeholders the bot
// fills in, and the Russian text it says until an admin edits it on /mix/bot-messages. One list serves the seed
// (server/seed/bot-messages.ts, for every centre) and the bot's fallback when a row is missing.

export const BOT_READERS = ['STUDENT', 'PARENT', 'ALL', 'GROUP_CHAT'] as const;
export type BotReader = (typeof BOT_READERS)[number];

export type BotMessageTypeDeclaration = {
  type: string;
  label: string; // Russian, for the table's 'Тип' column
  placeholders: readonly string[]; // what the bot fills in
  required?: readonly string[]; // what the text cannot do without (the data it carries)
  button?: true; // a keyboard button's text: one short line
};

export const BOT_MESSAGE_TYPES = [
  { type: 'WELCOME', label: 'Приветствие', placeholders: ['name'] },
  { type: 'NOT_A_CODE', label: 'Не похоже на код', placeholders: ['name'] },
  { type: 'REGISTRATION_SUCCESS', label: 'Регистрация прошла', placeholders: ['name'] },
  { type: 'ALREADY_REGISTERED', label: 'Уже подключён', placeholders: ['name'] },
  { type: 'CODE_NOT_FOUND', label: 'Код не найден', placeholders: [] },
  { type: 'CODE_EXPIRED', label: 'Код не действует', placeholders: [] },
  { type: 'CODE_USED', label: 'Код уже использован', placeholders: [] },
  { type: 'TOO_MANY_ATTEMPTS', label: 'Слишком много попыток', placeholders: ['minutes'], required: ['minutes'] },
  { type: 'MENU', label: 'Меню', placeholders: ['name'] },
  { type: 'BUTTON_SCHEDULE', label: 'Кнопка «Расписание»', placeholders: [], button: true },
  { type: 'BUTTON_GRADES', label: 'Кнопка «Оценки»', placeholders: [], button: true },
  { type: 'BUTTON_DEBT', label: 'Кнопка «Задолженность»', placeholders: [], button: true },
  { type: 'BUTTON_PRICE', label: 'Кнопка «Цена следующего цикла»', placeholders: [], button: true },
  { type: 'SCHEDULE', label: 'Расписание', placeholders: ['name', 'lines'], required: ['lines'] },
  { type: 'SCHEDULE_EMPTY', label: 'Расписания нет', placeholders: ['name'] },
  { type: 'GRADES', label: 'Оценки', placeholders: ['name', 'lines'], required: ['lines'] },
  { type: 'GRADES_EMPTY', label: 'Оценок нет', placeholders: ['name'] },
  { type: 'ATTENDANCE', label: 'Посещаемость', placeholders: ['name', 'present', 'total', 'missed'], required: ['present', 'total'] },
  { type: 'ATTENDANCE_EMPTY', label: 'Посещений нет', placeholders: ['name'] },
  { type: 'DEBT', label: 'Задолженность', placeholders: ['name', 'amount', 'lines'], required: ['amount'] },
  { type: 'NO_DEBT', label: 'Задолженности нет', placeholders: ['name'] },
  { type: 'NEXT_PRICE', label: 'Цена следующего цикла', placeholders: ['name', 'amount', 'lines'], required: ['amount'] },
  { type: 'NEXT_PRICE_EMPTY', label: 'Цены следующего цикла нет', placeholders: ['name'] },
  { type: 'NOT_REGISTERED', label: 'Не подключён', placeholders: ['name'] },
  { type: 'NO_CHILDREN', label: 'Нет учеников', placeholders: ['name'] },
  { type: 'GROUP_CHAT_REGISTERED', label: 'Чат подключён', placeholders: ['chat'] },
  { type: 'ERROR', label: 'Ошибка', placeholders: [] },
] as const satisfies readonly BotMessageTypeDeclaration[];

export type BotMessageType = (typeof BOT_MESSAGE_TYPES)[number]['type'];

export type BotMessageDefault = {
  messageType: BotMessageType;
  messageTypeForUser: BotReader;
  messageTitle: string;
  messageBody: string;
};

export const BOT_MESSAGE_DEFAULTS: readonly BotMessageDefault[] = [
  {
    messageType: 'WELCOME',
    messageTypeForUser: 'ALL',
    messageTitle: 'Приветствие нового пользователя',
    messageBody:
      'Здравствуйте, {name}! Это бот учебного центра.\nЧтобы подключиться, отправьте код регистрации, который вам выдал администратор.',
  },
  {
    messageType: 'NOT_A_CODE',
    messageTypeForUser: 'ALL',
    messageTitle: 'Сообщение не похоже на код',
    messageBody: 'Чтобы подключиться, отправьте код регистрации: 10 латинских букв и цифр, например ABCD234EFG. Код выдаёт администратор центра.',
  },
  {
    messageType: 'REGISTRATION_SUCCESS',
    messageTypeForUser: 'STUDENT',
    messageTitle: 'Ученик подключён',
    messageBody: '{name}, вы подключены к боту учебного центра. Сюда будут приходить объявления, а ещё здесь можно узнать своё расписание и оценки.',
  },
  {
    messageType: 'REGISTRATION_SUCCESS',
    messageTypeForUser: 'PARENT',
    messageTitle: 'Родитель подключён',
    messageBody:
      '{name}, вы подключены к боту учебного центра. Сюда будут приходить объявления, а ещё здесь можно узнать расписание, оценки и задолженность ваших детей.',
  },
  {
    messageType: 'ALREADY_REGISTERED',
    messageTypeForUser: 'ALL',
    messageTitle: 'Код уже использован этим пользователем',
    messageBody: '{name}, вы уже подключены этим кодом.',
  },
  {
    messageType: 'CODE_NOT_FOUND',
    messageTypeForUser: 'ALL',
    messageTitle: 'Неверный код',
    messageBody: 'Такого кода нет. Проверьте код и отправьте его ещё раз или попросите новый у администратора.',
  },
  {
    messageType: 'CODE_EXPIRED',
    messageTypeForUser: 'ALL',
    messageTitle: 'Код больше не действует',
    messageBody: 'Этот код больше не действует: срок его действия истёк или выдан новый код. Попросите новый код у администратора.',
  },
  {
    messageType: 'CODE_USED',
    messageTypeForUser: 'ALL',
    messageTitle: 'Код уже использован',
    messageBody: 'Этим кодом уже воспользовались. Если это были не вы, сообщите администратору и попросите новый код.',
  },
  {
    messageType: 'TOO_MANY_ATTEMPTS',
    messageTypeForUser: 'ALL',
    messageTitle: 'Слишком много попыток',
    messageBody: 'Слишком много неверных кодов. Попробуйте снова через {minutes}.',
  },
  {
    messageType: 'MENU',
    messageTypeForUser: 'STUDENT',
    messageTitle: 'Меню ученика',
    messageBody: '{name}, что вы хотите узнать? Нажмите кнопку внизу или отправьте команду:\n/schedule — расписание\n/grades — последние оценки',
  },
  {
    messageType: 'MENU',
    messageTypeForUser: 'PARENT',
    messageTitle: 'Меню родителя',
    messageBody:
      '{name}, что вы хотите узнать? Нажмите кнопку внизу или отправьте команду:\n/schedule — расписание\n/grades — последние оценки и посещения\n/debt — задолженность\n/price — цена следующего цикла и из чего она складывается',
  },
  { messageType: 'BUTTON_SCHEDULE', messageTypeForUser: 'ALL', messageTitle: 'Кнопка расписания', messageBody: 'Расписание' },
  { messageType: 'BUTTON_GRADES', messageTypeForUser: 'ALL', messageTitle: 'Кнопка оценок', messageBody: 'Оценки' },
  { messageType: 'BUTTON_DEBT', messageTypeForUser: 'PARENT', messageTitle: 'Кнопка задолженности', messageBody: 'Задолженность' },
  { messageType: 'BUTTON_PRICE', messageTypeForUser: 'PARENT', messageTitle: 'Кнопка цены следующего цикла', messageBody: 'Цена следующего цикла' },
  {
    messageType: 'SCHEDULE',
    messageTypeForUser: 'ALL',
    messageTitle: 'Расписание',
    messageBody: 'Расписание: {name}\n{lines}',
  },
  {
    messageType: 'SCHEDULE_EMPTY',
    messageTypeForUser: 'ALL',
    messageTitle: 'Расписания нет',
    messageBody: '{name}: в расписании пока нет занятий.',
  },
  {
    messageType: 'GRADES',
    messageTypeForUser: 'ALL',
    messageTitle: 'Последние оценки',
    messageBody: 'Последние оценки: {name}\n{lines}',
  },
  {
    messageType: 'GRADES_EMPTY',
    messageTypeForUser: 'ALL',
    messageTitle: 'Оценок нет',
    messageBody: '{name}: оценок за последние занятия пока нет.',
  },
  {
    messageType: 'ATTENDANCE',
    messageTypeForUser: 'ALL',
    messageTitle: 'Посещаемость',
    messageBody: 'Посещения за последние занятия: {present} из {total}, пропущено {missed}.',
  },
  {
    messageType: 'ATTENDANCE_EMPTY',
    messageTypeForUser: 'ALL',
    messageTitle: 'Посещений нет',
    messageBody: 'Отметок о посещении за последние занятия пока нет.',
  },
  {
    messageType: 'DEBT',
    messageTypeForUser: 'PARENT',
    messageTitle: 'Задолженность',
    messageBody: '{name}: задолженность {amount}.\n{lines}',
  },
  {
    messageType: 'NO_DEBT',
    messageTypeForUser: 'PARENT',
    messageTitle: 'Задолженности нет',
    messageBody: '{name}: задолженности нет.',
  },
  {
    messageType: 'NEXT_PRICE',
    messageTypeForUser: 'PARENT',
    messageTitle: 'Цена следующего цикла',
    messageBody: '{name}: следующий цикл — {amount}.\n{lines}',
  },
  {
    messageType: 'NEXT_PRICE_EMPTY',
    messageTypeForUser: 'PARENT',
    messageTitle: 'Цены следующего цикла нет',
    messageBody: '{name}: сейчас нет занятий в группах с тарифом, цену следующего цикла посчитать нельзя.',
  },
  {
    messageType: 'NOT_REGISTERED',
    messageTypeForUser: 'ALL',
    messageTitle: 'Команда от неподключённого пользователя',
    messageBody:
      '{name}, бот отвечает только подключённым родителям и ученикам центра. Чтобы подключиться, отправьте код регистрации, который выдал администратор.',
  },
  {
    messageType: 'NO_CHILDREN',
    messageTypeForUser: 'PARENT',
    messageTitle: 'К родителю не привязаны ученики',
    messageBody: '{name}, к вашему профилю пока не привязан ни один ученик. Обратитесь к администратору центра.',
  },
  {
    messageType: 'GROUP_CHAT_REGISTERED',
    messageTypeForUser: 'GROUP_CHAT',
    messageTitle: 'Групповой чат подключён',
    messageBody: 'Здравствуйте! Чат «{chat}» подключён к рассылкам учебного центра. Администратор привяжет его к группе.',
  },
  {
    messageType: 'ERROR',
    messageTypeForUser: 'ALL',
    messageTitle: 'Ошибка бота',
    messageBody: 'Что-то пошло не так. Попробуйте позже.',
  },
];
