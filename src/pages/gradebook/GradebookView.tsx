import { useCan, useNotification } from '@refinedev/core';
import { Alert, App, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { GradebookLesson, GradebookStudent } from '../../../resources/gradebook';
import { gradebookMessages } from '../../../resources/gradebook';
import { groupToasts } from '../../../resources/groups';
import { errorMessage } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { useLocalStorageState } from '../../lib/useLocalStorageState';
import { GradebookErrorBoundary } from './GradebookErrorBoundary';
import { GradebookGrid } from './GradebookGrid';
import { GradebookSettingsDialog } from './GradebookSettingsDialog';
import { GradebookSkeleton } from './GradebookSkeleton';
import { GradebookToolbar } from './GradebookToolbar';
import { DEFAULT_SETTINGS, fillTemplate, isGradebookSettings, NEXT_CYCLE, SETTINGS_KEY, toApiDay } from './gradebookLogic';
import { useGradebook } from './useGradebook';
import { useSheetsSettings } from '../error-tables/useSheetsSettings';
import './gradebook.css';

// The gradebook of one group (operations.md §2 "Gradebook"): the /gradebook/{id} page and the group page's
// 'ЖУК' tab both show it. onLoaded gives the page the group's name for its title; onCycleChange lets the page keep
// the chosen cycle in its navigation state, so a reload opens it again.
export type GradebookViewProps = {
  schoolClassId: number;
  initialCycle?: number;
  onLoaded?: (className: string) => void;
  onCycleChange?: (cycle: number) => void;
};

export default function GradebookView(props: GradebookViewProps) {
  return <GradebookErrorBoundary>{(attempt) => <GradebookBody key={attempt} {...props} />}</GradebookErrorBoundary>;
}

function GradebookBody({ schoolClassId, initialCycle, onLoaded, onCycleChange }: GradebookViewProps) {
  const { modal } = App.useApp();
  const { open } = useNotification();
  const [settings, setSettings] = useLocalStorageState(SETTINGS_KEY, DEFAULT_SETTINGS, isGradebookSettings);
  const [cycle, setCycle] = useState<number | undefined>(initialCycle && initialCycle > 0 ? initialCycle : undefined);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [creatingCycle, setCreatingCycle] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const gradebook = useGradebook(schoolClassId, cycle, settings.onlyPresent);
  const { book } = gradebook;
  const { call } = useServerCall();
  const canEditBook = useCan({ action: 'update', params: { subject: 'GradeBook' } }).data?.can === true;
  const canGrade = useCan({ action: 'update', params: { subject: 'Grade' } }).data?.can === true;
  const canRefreshSheet = useCan({ action: 'update', params: { subject: 'TeacherSheet' } }).data?.can === true;
  const { offReason: refreshSheetOff } = useSheetsSettings(canRefreshSheet);

  useEffect(() => {
    if (book) onLoaded?.(book.classInfo.className);
  }, [book, onLoaded]);
  const shownCycle = cycle ?? book?.cycle;

  const chooseCycle = useCallback(
    async (value: number) => {
      if (value !== NEXT_CYCLE) {
        setCycle(value);
        onCycleChange?.(value);
        return;
      }
      setCreatingCycle(true);
      try {
        const fromCycle = Math.max(0, ...(gradebook.cycles?.cycles ?? []));
        const { cycleNumber } = await call<{ cycleNumber: number }>({
          method: 'post',
          path: `gradebook/create-new-cycle/${schoolClassId}`,
          values: { fromCycle },
          failure: (error) => ({ message: gradebookMessages.updateFailed, description: errorMessage(error) }),
        });
        setCycle(cycleNumber);
        onCycleChange?.(cycleNumber);
        await gradebook.reload();
      } catch {
        // refused: the failure toast has said why
      } finally {
        setCreatingCycle(false);
      }
    },
    [gradebook, onCycleChange, schoolClassId, call],
  );

  const saveTheme = useCallback(
    (lesson: GradebookLesson, text: string) =>
      gradebook.saveLesson(lesson, { lessonName: text.trim() }).catch((error: unknown) => {
        open?.({ type: 'error', message: gradebookMessages.updateFailed, description: errorMessage(error) });
      }),
    [gradebook, open],
  );
  const saveDate = useCallback(
    async (lesson: GradebookLesson, typed: string) => {
      // an emptied date clears it; anything that is no DD.MM.YYYY day fails like a refused save
      const lessonDate = typed.trim() === '' ? null : toApiDay(typed);
      if (lessonDate === null && typed.trim() !== '') {
        open?.({ type: 'error', message: gradebookMessages.dateUpdateFailed });
        return;
      }
      try {
        await gradebook.saveLesson(lesson, { lessonDate });
      } catch (error) {
        console.error('Не удалось сохранить дату урока', error);
        open?.({ type: 'error', message: gradebookMessages.dateUpdateFailed });
      }
    },
    [gradebook, open],
  );

  const removeStudent = useCallback(
    (student: GradebookStudent) =>
      modal.confirm({
        title: fillTemplate(gradebookMessages.removeConfirm, { name: student.studentName }),
        okText: 'Удалить',
        okButtonProps: { danger: true },
        cancelText: 'Отмена',
        onOk: async () => {
          try {
            await call({
              method: 'post',
              path: 'gradebook/student-class/remove',
              values: { studentId: student.id, schoolClassId },
              failure: (error) => ({ message: gradebookMessages.updateFailed, description: errorMessage(error) }),
            });
            await gradebook.reload();
          } catch {
            // refused: the failure toast has said why
          }
        },
      }),
    [gradebook, modal, schoolClassId, call],
  );

  const refreshSheet = async () => {
    setRefreshing(true);
    try {
      await call({
        method: 'post',
        path: `update-teacher-sheet/${schoolClassId}`,
        values: {},
        success: groupToasts.sheetUpdated,
        failure: (error) => ({ message: groupToasts.sheetFailed.replace('{message}', errorMessage(error) ?? '') }),
      });
    } catch {
      // refused: the failure toast has said why
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Spin spinning={creatingCycle} tip={gradebookMessages.newCycleOverlay} size="large">
      <GradebookToolbar
        cycle={shownCycle}
        cycles={gradebook.cycles}
        highlight={highlight}
        managing={managing}
        settings={settings}
        loading={gradebook.fetching}
        canEditBook={canEditBook}
        canRefreshSheet={canRefreshSheet}
        refreshSheetOff={refreshSheetOff}
        refreshing={refreshing}
        onCycle={(value) => void chooseCycle(value)}
        onHighlight={setHighlight}
        onManaging={setManaging}
        onRefreshSheet={() => void refreshSheet()}
        onOpenSettings={() => setSettingsOpen(true)}
        onSettings={setSettings}
      />
      {gradebook.error ? (
        <Alert type="error" showIcon message={fillTemplate(gradebookMessages.loadError, { message: errorMessage(gradebook.error) ?? '' })} />
      ) : gradebook.loading || !book ? (
        <GradebookSkeleton />
      ) : (
        <div className={highlight ? 'gradebook-marking' : undefined}>
          <GradebookGrid
            schoolClassId={schoolClassId}
            students={book.students}
            lessons={gradebook.lessons}
            cells={gradebook.cells}
            zoom={settings.zoom}
            highlight={highlight}
            managing={managing && canEditBook}
            canEditBook={canEditBook}
            canGrade={canGrade}
            onSaveGrade={gradebook.saveGrade}
            onSaveTheme={saveTheme}
            onSaveDate={saveDate}
            onSaveHomework={gradebook.saveHomework}
            onRemoveStudent={removeStudent}
            onStudentAdded={gradebook.reload}
          />
          {book.students.length === 0 && <Alert style={{ marginTop: 12 }} type="info" showIcon message="В группе нет учеников" />}
          {gradebook.lessons.length === 0 && <Alert style={{ marginTop: 12 }} type="info" showIcon message="В этом цикле нет уроков" />}
        </div>
      )}
      <GradebookSettingsDialog open={settingsOpen} settings={settings} onChange={setSettings} onClose={() => setSettingsOpen(false)} />
    </Spin>
  );
}
