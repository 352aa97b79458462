type Matchable = { name: string; keywords?: string; section?: string | { name: string }; parent?: string };

const sectionName = (action: Matchable) =>
  typeof action.section === 'string' ? action.section : (action.section?.name ?? '');

// The palette's results, computed at once from what is typed. kbar's own matcher throttles the query, so an
// Enter pressed right after typing ran the first action of the unfiltered list (usually 'Главная').
// Every typed word must occur in the name or keywords; sections keep the order of the actions.
export const paletteMatches = <Action extends Matchable>(actions: readonly Action[], search: string): (string | Action)[] => {
  const words = search.toLocaleLowerCase('ru-RU').split(/\s+/).filter(Boolean);
  const found = actions.filter((action) => {
    if (action.parent) return false;
    const text = `${action.name} ${action.keywords ?? ''}`.toLocaleLowerCase('ru-RU');
    return words.every((word) => text.includes(word));
  });
  const results: (string | Action)[] = [];
  for (const section of [...new Set(found.map(sectionName))]) {
    if (section) results.push(section);
    results.push(...found.filter((action) => sectionName(action) === section));
  }
  return results;
};
