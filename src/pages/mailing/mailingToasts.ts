// operations.md §8 "Mailing", letter for letter; '{message}' is the server's message (src/lib/message.ts).
export const mailingToasts = {
  created: 'Рассылка успешно создана!',
  createFailed: 'Ошибка при создании рассылки: {message}',
  deleted: 'Рассылка успешно удалено!',
  deleteFailed: 'Ошибка при удалении рассылки: {message}',
  loadFailed: 'Ошибка загрузки данных',
} as const;
