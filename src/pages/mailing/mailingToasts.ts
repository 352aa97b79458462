// operations.md §8 "Mailing", letter for letter; '{message}' is the server's message (src/lib/message.ts).
export const mailingToasts = {
  created: 'Рассылка успешно создана!',
  createFailed: 'Ошибка при создании рассылки: {message}',
  deleted: 'Рассылка успешно удалено!',
  deleteFailed: 'Ошибка при удалении рассылки: {message}',
  templateCreated: 'Шаблон успешно добавлен!',
  templateCreateFailed: 'Ошибка при добавлении шаблона: {message}',
  templateUpdated: 'Шаблон успешно обновлен',
  templateUpdateFailed: 'Ошибка при обновлении шаблона: {message}',
  templateArchived: 'Шаблон успешно архивирован!',
  templateArchiveFailed: 'Ошибка при архивировании шаблона: {message}',
  chatArchived: 'Групповой чат успешно архивирован!',
  chatArchiveFailed: 'Ошибка при архивировании: {message}',
  loadFailed: 'Ошибка загрузки данных',
} as const;
