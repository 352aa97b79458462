// The search box of the debtors page: the lists are one centre's, whole, so a student's name is matched here,
// case- and ё-insensitively, by every word typed ('иван пет' finds 'Петров Иван').
const normalise = (text: string) => text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');

export const matchesStudent = (studentName: string, search: string): boolean => {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  const name = normalise(studentName);
  return words.every((word) => name.includes(word));
};

export const filterByStudent = <Row extends { studentName: string }>(rows: readonly Row[], search: string): Row[] =>
  search.trim() === '' ? [...rows] : rows.filter((row) => matchesStudent(row.studentName, search));
