// Fills '{message}' of a spec text ('Ошибка при добавлении города: {message}') with the server's message;
// without one, the placeholder and the colon before it go.
export const fillMessage = (template: string, message?: string | null): string => {
  const text = message?.trim();
  return text ? template.replace('{message}', text) : template.replace(/:?\s*\{message\}/, '');
};
