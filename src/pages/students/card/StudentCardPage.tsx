import { useOne } from '@refinedev/core';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { students, studentToasts, type StudentRow } from '../../../../resources/students';
import { RecordHistoryButton } from '../../../crud/RecordHistoryButton';
import { LinkButton } from '../../../layout/LinkButton';
import { useStudentRights } from '../rights/useStudentRights';
import { ChangeParentDialog } from './ChangeParentDialog';
import { StudentCard } from './StudentCard';
import { StudentPaymentsPanel, StudentRecalculationPanel } from './StudentSidePanels';

// core.md §2.10: card widths 40em, 30em, 25em.
const widths = { card: '40em', payments: '30em', recalculation: '25em' };
const sized = (width: string) => ({ width, maxWidth: '100%' });

function Unavailable({ type, message }: { type: 'error' | 'info'; message: string }) {
  return (
    <Flex vertical gap={16} align="start">
      <Alert type={type} showIcon message={message} style={{ alignSelf: 'stretch' }} />
      <LinkButton to="/students/table">Вернуться к списку</LinkButton>
    </Flex>
  );
}

const studentIdOf = (text: string | undefined) => (text && /^\d{1,10}$/.test(text) ? Number(text) : 0);

// /students/{studentId}: the card and, beside it, the panels of the money area.
export default function StudentCardPage() {
  const studentId = studentIdOf(useParams().studentId);
  const { canUpdate } = useStudentRights();
  const [changingParent, setChangingParent] = useState(false);
  const { result, query } = useOne<StudentRow>({
    resource: students.name,
    id: studentId,
    meta: { declaration: students },
    queryOptions: { enabled: studentId > 0 },
    errorNotification: false,
  });

  if (studentId > 0 && query.isLoading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  // an unknown student is no failure: there is simply nothing to show
  if (query.isError && query.error.statusCode !== 404) return <Unavailable type="error" message={studentToasts.loadFailed} />;
  if (!result || studentId <= 0) return <Unavailable type="info" message={studentToasts.empty} />;

  return (
    <>
      <Flex align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {result.studentName}
        </Typography.Title>
        <RecordHistoryButton entity={students.name} recordId={studentId} title={result.studentName} />
      </Flex>
      <Flex gap={16} wrap align="start">
        <StudentCard student={result} canEdit={canUpdate} onChangeParent={() => setChangingParent(true)} style={sized(widths.card)} />
        {/* the payments panel needs an id above 0 (core.md §2.10), which every card shown here has */}
        <StudentPaymentsPanel studentId={studentId} style={sized(widths.payments)} />
        <StudentRecalculationPanel studentId={studentId} style={sized(widths.recalculation)} />
      </Flex>
      <ChangeParentDialog open={changingParent} studentId={studentId} parentId={result.parentId} onClose={() => setChangingParent(false)} />
    </>
  );
}
