import { DeleteOutlined } from '@ant-design/icons';
import { Button, theme, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { memo, useCallback, useRef } from 'react';
import type { GradebookLesson, GradebookStudent } from '../../../resources/gradebook';
import { GRADE_TYPES, lessonNameRule } from '../../../resources/gradebook';
import { gradeTypeLabels, type GradeType } from '../../../resources/grades';
import { AddStudentRow } from './AddStudentRow';
import { colourClick, cellKey, toDisplayDate, type CellMap } from './gradebookLogic';
import { GradeCellView, type CellTarget } from './GradeCellView';
import { InlineText } from './InlineText';
import type { GradeEdit } from './useGradebook';

const shortLabels: Record<GradeType, string> = { attendance: 'П', classwork: 'КР', homework: 'ДЗ' };

type GradebookGridProps = {
  schoolClassId: number;
  students: GradebookStudent[];
  lessons: GradebookLesson[];
  cells: CellMap;
  zoom: number;
  highlight: string | null;
  managing: boolean;
  canEditBook: boolean;
  canGrade: boolean;
  onSaveGrade: (edit: GradeEdit) => void;
  onSaveTheme: (lesson: GradebookLesson, text: string) => Promise<unknown>;
  onSaveDate: (lesson: GradebookLesson, typed: string) => Promise<unknown>;
  onSaveHomework: (lesson: GradebookLesson, text: string) => void;
  onRemoveStudent: (student: GradebookStudent) => void;
  onStudentAdded: () => Promise<unknown>;
};

const themeProblem = (text: string) => {
  const checked = lessonNameRule.safeParse(text);
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

// operations.md §2 "Gradebook": the lessons as columns (date, theme, homework, then the three kinds of grade),
// the students as rows in enrolment order.
export function GradebookGrid(props: GradebookGridProps) {
  const { students, lessons, cells, zoom, managing, canEditBook, canGrade } = props;
  // the cells' callbacks stay the same functions for the life of the grid, reading the latest props through a ref
  const latest = useRef(props);
  latest.current = props;
  const onSave = useCallback((target: CellTarget, value: string, color: string | null) => latest.current.onSaveGrade({ ...target, value, color }), []);
  const onColourClick = useCallback((target: CellTarget, color: string | null, gradeId: number | null) => {
    const { highlight, canGrade: allowed, cells: current, onSaveGrade } = latest.current;
    if (!allowed) return;
    const change = colourClick(highlight, { color, gradeId });
    const cell = current.get(cellKey(target.studentId, target.lessonId, target.gradeType));
    if (change && cell) onSaveGrade({ ...target, value: cell.value, color: change.color });
  }, []);

  const { token } = theme.useToken();
  const colours = {
    '--gb-bg': token.colorBgContainer,
    '--gb-head': token.colorBgLayout,
    '--gb-border': token.colorBorderSecondary,
    '--gb-muted': token.colorTextSecondary,
    '--gb-focus': token.colorPrimary,
  } as CSSProperties;
  const span = GRADE_TYPES.length;
  return (
    <div className="gradebook-scroll" tabIndex={0} role="region" aria-label="Журнал оценок" style={{ overflow: 'auto', maxWidth: '100%', ...colours }}>
      <table className="gradebook-table" style={{ fontSize: zoom }}>
        <thead>
          <tr>
            <th rowSpan={4} className="gradebook-sticky">
              Ученик
            </th>
            {lessons.map((lesson) => (
              <th key={lesson.id} colSpan={span} className="gradebook-lesson">
                <div>Урок {lesson.lessonNumber}</div>
                <InlineText
                  text={toDisplayDate(lesson.lessonDate)}
                  display={toDisplayDate(lesson.lessonDate) || <span className="gradebook-placeholder">дата</span>}
                  label={`Дата урока ${lesson.lessonNumber}`}
                  canEdit={canEditBook}
                  multiline="none"
                  onSave={(typed) => props.onSaveDate(lesson, typed)}
                />
              </th>
            ))}
          </tr>
          <tr>
            {lessons.map((lesson) => (
              <th key={lesson.id} colSpan={span} className="gradebook-theme">
                <InlineText
                  text={lesson.lessonName ?? ''}
                  display={lesson.lessonName || <span className="gradebook-placeholder">тема</span>}
                  label={`Тема урока ${lesson.lessonNumber}`}
                  canEdit={canEditBook}
                  multiline="shift"
                  validate={themeProblem}
                  onSave={(text) => props.onSaveTheme(lesson, text)}
                  style={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                />
              </th>
            ))}
          </tr>
          <tr>
            {lessons.map((lesson) => (
              <th key={lesson.id} colSpan={span} className="gradebook-homework">
                <InlineText
                  text={lesson.homeworkText ?? ''}
                  display={lesson.homeworkText || <span className="gradebook-placeholder">д/з</span>}
                  label={`Домашнее задание урока ${lesson.lessonNumber}`}
                  canEdit={canEditBook}
                  multiline="ctrl"
                  onSave={(text) => props.onSaveHomework(lesson, text.trim())}
                />
              </th>
            ))}
          </tr>
          <tr>
            {lessons.flatMap((lesson) =>
              GRADE_TYPES.map((gradeType) => (
                <th key={`${lesson.id}-${gradeType}`} className="gradebook-kind">
                  <Tooltip title={gradeTypeLabels[gradeType]}>
                    <span>{shortLabels[gradeType]}</span>
                  </Tooltip>
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <StudentRow key={student.id} student={student} lessons={lessons} cells={cells} managing={managing} canGrade={canGrade} onSave={onSave} onColourClick={onColourClick} onRemove={props.onRemoveStudent} />
          ))}
          {managing && <AddStudentRow schoolClassId={props.schoolClassId} columns={lessons.length * span + 1} onAdded={props.onStudentAdded} />}
        </tbody>
      </table>
    </div>
  );
}

type StudentRowProps = {
  student: GradebookStudent;
  lessons: GradebookLesson[];
  cells: CellMap;
  managing: boolean;
  canGrade: boolean;
  onSave: (target: CellTarget, value: string, color: string | null) => void;
  onColourClick: (target: CellTarget, color: string | null, gradeId: number | null) => void;
  onRemove: (student: GradebookStudent) => void;
};

const StudentRow = memo(function StudentRow({ student, lessons, cells, managing, canGrade, onSave, onColourClick, onRemove }: StudentRowProps) {
  return (
    <tr className={student.isPresent ? undefined : 'gradebook-left'}>
      <th scope="row" className="gradebook-sticky gradebook-student">
        {managing && (
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Удалить ученика ${student.studentName} из группы`} onClick={() => onRemove(student)} />
        )}
        {student.studentName}
      </th>
      {lessons.flatMap((lesson) =>
        GRADE_TYPES.map((gradeType) => {
          const cell = cells.get(cellKey(student.id, lesson.id, gradeType));
          return (
            <GradeCellView
              key={`${lesson.id}-${gradeType}`}
              studentId={student.id}
              lessonId={lesson.id}
              gradeType={gradeType}
              value={cell?.value ?? ''}
              color={cell?.color ?? null}
              gradeId={cell?.gradeId ?? null}
              canEdit={canGrade}
              label={`${student.studentName}, урок ${lesson.lessonNumber}, ${gradeTypeLabels[gradeType]}`}
              onSave={onSave}
              onColourClick={onColourClick}
            />
          );
        }),
      )}
    </tr>
  );
});
