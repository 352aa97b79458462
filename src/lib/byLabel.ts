// Choices in Russian alphabetical order of what they show ('Ё' where a reader expects it).
export const byLabel = (left: { label: string }, right: { label: string }) => left.label.localeCompare(right.label, 'ru');

export const sortedByLabel = <Option extends { label: string }>(options: readonly Option[]): Option[] => [...options].sort(byLabel);
