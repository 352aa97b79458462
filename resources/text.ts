// core.md §5.6: reference names are capitalised on entry
export const capitaliseFirst = (value: string): string => {
  const trimmed = value.trim();
  return trimmed.charAt(0).toLocaleUpperCase('ru-RU') + trimmed.slice(1);
};
