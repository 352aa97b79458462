import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { memo, type FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GradebookLesson, GradebookStudent, GradeCell } from '../../../resources/gradebook';
import { GradebookGrid } from './GradebookGrid';
import { toCellMap, withCell } from './gradebookLogic';

// Counts the renders of the real cell, kept behind the same memo (operations.md: smooth at 30 students × 8 lessons).
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./GradeCellView', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./GradeCellView')>();
  const inner = (actual.GradeCellView as unknown as { type: FunctionComponent<Parameters<typeof actual.GradeCellView>[0]> }).type;
  const Counted = (props: Parameters<typeof actual.GradeCellView>[0]) => {
    renders.count += 1;
    return inner(props);
  };
  return { ...actual, GradeCellView: memo(Counted) };
});

afterEach(cleanup);

const students: GradebookStudent[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  studentName: `Ученик ${index + 1}`,
  enrollmentDate: '2026-09-01',
  disenrollmentDate: null,
  isPresent: true,
}));
const lessons: GradebookLesson[] = Array.from({ length: 8 }, (_, index) => ({
  id: 100 + index,
  lessonNumber: index + 1,
  lessonName: `Тема ${index + 1}`,
  lessonDate: '2026-10-05',
  homeworkId: null,
  homeworkText: null,
}));
const grades: GradeCell[] = students.flatMap((student) =>
  lessons.map((lesson) => ({ studentId: student.id, lessonId: lesson.id, gradeType: 'attendance' as const, value: '+', color: null, gradeId: student.id * 1000 + lesson.id })),
);

const gridProps = (cells = toCellMap(grades), onSaveGrade = vi.fn()) => ({
  schoolClassId: 1,
  students,
  lessons,
  cells,
  zoom: 14,
  highlight: null,
  managing: false,
  canEditBook: true,
  canGrade: true,
  onSaveGrade,
  onSaveTheme: vi.fn(),
  onSaveDate: vi.fn(),
  onSaveHomework: vi.fn(),
  onRemoveStudent: vi.fn(),
  onStudentAdded: vi.fn(),
});

describe('GradebookGrid', () => {
  it('draws 30 students × 8 lessons × 3 kinds and re-renders only the edited cell', () => {
    renders.count = 0;
    const props = gridProps();
    const { rerender } = render(<GradebookGrid {...props} />);
    expect(renders.count).toBe(30 * 8 * 3);
    renders.count = 0;
    const cells = withCell(props.cells, { ...grades[0], value: '-' });
    rerender(<GradebookGrid {...props} cells={cells} />);
    expect(renders.count).toBe(1);
  });

  it('saves a trimmed mark on Enter and cancels on Escape', () => {
    const onSaveGrade = vi.fn();
    // a small grid: role queries over 720 cells are slow in jsdom
    render(<GradebookGrid {...gridProps(undefined, onSaveGrade)} students={students.slice(0, 2)} lessons={lessons.slice(0, 1)} />);
    const label = 'Ученик 1, урок 1, Классная работа';
    fireEvent.doubleClick(screen.getByRole('cell', { name: `${label}: пусто` }));
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: ' 5 ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: label }), { key: 'Enter' });
    expect(onSaveGrade).toHaveBeenCalledWith({ studentId: 1, lessonId: 100, gradeType: 'classwork', value: '5', color: null });
    fireEvent.doubleClick(screen.getByRole('cell', { name: `${label}: пусто` }));
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: '4' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: label }), { key: 'Escape' });
    expect(onSaveGrade).toHaveBeenCalledTimes(1);
  });

  it('refuses a short theme with the spec message', () => {
    const onSaveTheme = vi.fn();
    render(<GradebookGrid {...gridProps()} students={students.slice(0, 2)} lessons={lessons.slice(0, 2)} onSaveTheme={onSaveTheme} />);
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Тема урока 1' }));
    const theme = screen.getByRole('textbox', { name: 'Тема урока 1' });
    fireEvent.change(theme, { target: { value: 'Аб' } });
    fireEvent.keyDown(theme, { key: 'Enter' });
    expect(screen.getByText('Минимум 3 символа')).toBeTruthy();
    fireEvent.change(theme, { target: { value: '  ' } });
    fireEvent.keyDown(theme, { key: 'Enter' });
    expect(screen.getByText('Тема обязательна')).toBeTruthy();
    fireEvent.change(theme, { target: { value: 'Дроби' } });
    fireEvent.keyDown(theme, { key: 'Enter' });
    expect(onSaveTheme).toHaveBeenCalledWith(lessons[0], 'Дроби');
  });
});
