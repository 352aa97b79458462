import { useCallback, useEffect, useRef, useState } from 'react';
import type { AvailableCycles, Gradebook, GradebookLesson, GradeCell } from '../../../resources/gradebook';
import type { GradeType } from '../../../resources/grades';
import { useReport } from '../../crud/useReport';
import { useServerCall } from '../../crud/useServerCall';
import { cellKey, toCellMap, withCell, type CellMap } from './gradebookLogic';

export type GradeEdit = { studentId: number; lessonId: number; gradeType: GradeType; value: string; color: string | null };

// The gradebook of a group and cycle, with its cells kept here so one edit shows at once (operations.md §4:
// optimistic, reverted when the save fails; the failure is only logged).
export const useGradebook = (schoolClassId: number, cycle: number | undefined, onlyPresent: boolean) => {
  const { send } = useServerCall();
  const { query } = useReport<Gradebook>('gradebook', {
    query: { schoolClassId, cycle: cycle || undefined, isOnlyPresentStudents: String(onlyPresent) },
    queryOptions: { enabled: schoolClassId > 0, placeholderData: (previous) => previous },
  });
  const cyclesQuery = useReport<AvailableCycles>(`available-cycles/${schoolClassId}`, { queryOptions: { enabled: schoolClassId > 0 } }).query;
  const book = query.data?.data;
  const [cells, setCells] = useState<CellMap>(new Map());
  const [lessons, setLessons] = useState<GradebookLesson[]>([]);
  const cellsRef = useRef(cells);
  cellsRef.current = cells;
  useEffect(() => {
    if (!book) return;
    setCells(toCellMap(book.grades));
    setLessons(book.lessons);
  }, [book]);

  const saveGrade = useCallback(
    async (edit: GradeEdit) => {
      const key = cellKey(edit.studentId, edit.lessonId, edit.gradeType);
      const previous = cellsRef.current.get(key);
      const optimistic: GradeCell = { ...edit, gradeId: previous?.gradeId ?? null };
      setCells((current) => withCell(current, optimistic));
      try {
        const saved = await send<GradeCell>('post', 'grades/upsert', {
          studentId: edit.studentId,
          lessonId: edit.lessonId,
          gradeType: edit.gradeType,
          gradeValue: edit.value,
          gradeColor: edit.color,
        });
        setCells((current) => withCell(current, saved));
      } catch (error) {
        console.error('Не удалось сохранить оценку', error);
        setCells((current) => (previous ? withCell(current, previous) : withCell(current, { ...optimistic, value: '', color: null, gradeId: null })));
      }
    },
    [send],
  );

  const replaceLesson = useCallback((lessonId: number, change: Partial<GradebookLesson>) => {
    setLessons((current) => current.map((lesson) => (lesson.id === lessonId ? { ...lesson, ...change } : lesson)));
  }, []);

  // The theme and the date: the lesson shows the new value while it is saved and the old one again on failure;
  // the caller shows the spec's failure toast.
  const saveLesson = useCallback(
    async (lesson: GradebookLesson, change: { lessonName?: string; lessonDate?: string | null }) => {
      replaceLesson(lesson.id, change);
      try {
        await send('patch', `lessons/${lesson.id}`, change);
        return true;
      } catch (error) {
        replaceLesson(lesson.id, { lessonName: lesson.lessonName, lessonDate: lesson.lessonDate });
        throw error;
      }
    },
    [replaceLesson, send],
  );

  // A lesson without a homework gets one (POST homeworks), one with a homework is patched.
  const saveHomework = useCallback(
    async (lesson: GradebookLesson, text: string) => {
      replaceLesson(lesson.id, { homeworkText: text });
      try {
        const saved =
          lesson.homeworkId === null
            ? await send<{ homeworkId: number }>('post', 'homeworks', { lessonId: lesson.id, homeworkText: text })
            : await send<{ homeworkId: number }>('patch', `homeworks/${lesson.homeworkId}`, { homeworkText: text });
        replaceLesson(lesson.id, { homeworkId: saved.homeworkId, homeworkText: text });
      } catch (error) {
        console.error('Не удалось сохранить домашнее задание', error);
        replaceLesson(lesson.id, { homeworkId: lesson.homeworkId, homeworkText: lesson.homeworkText });
      }
    },
    [replaceLesson, send],
  );

  return {
    book,
    cells,
    lessons,
    cycles: cyclesQuery.data?.data,
    loading: query.isLoading,
    fetching: query.isFetching || cyclesQuery.isFetching,
    error: query.error,
    reload: useCallback(async () => {
      await Promise.all([query.refetch(), cyclesQuery.refetch()]);
    }, [query, cyclesQuery]),
    saveGrade,
    saveLesson,
    saveHomework,
  };
};
