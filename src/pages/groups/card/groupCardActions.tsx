import { BookOutlined, FileExcelOutlined, InboxOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { GroupRow } from '../../../../resources/groups';
import { RecordHistoryButton } from '../../../crud/RecordHistoryButton';
import type { GroupRights } from '../rights/useGroupRights';
import { gradebookPath, safeSheetUrl, type GradebookNavigationState } from './groupLinks';
import { useSheetsSettings } from '../../error-tables/useSheetsSettings';

type GroupCardActionsProps = {
  group: GroupRow;
  rights: GroupRights;
  onRefreshSheet: () => Promise<unknown>;
  onArchive: () => void;
};

export const actionLabels = {
  openSheet: 'Открыть отчет в гугл-таблице',
  noSheet: 'У группы нет отчета в гугл-таблице',
  gradebook: 'Открыть журнал в CRM',
  refreshSheet: 'Обновить отчет в гугл-таблице',
  archive: 'Архивировать группу',
} as const;

const withTooltip = (title: string, button: ReactNode) => (
  <Tooltip key={title} title={title}>
    {button}
  </Tooltip>
);

// core.md §2.5: the card's buttons. Refreshing the report needs update rights, archiving manage-all (§6).
export const groupCardActions = ({ group, rights, onRefreshSheet, onArchive }: GroupCardActionsProps): ReactNode[] => {
  const sheetUrl = safeSheetUrl(group.sheetUrl);
  return [
    withTooltip(
      sheetUrl ? actionLabels.openSheet : actionLabels.noSheet,
      <Button
        type="text"
        icon={<FileExcelOutlined />}
        aria-label={actionLabels.openSheet}
        href={sheetUrl}
        target="_blank"
        rel="noopener noreferrer"
        disabled={!sheetUrl}
      />,
    ),
    <GradebookButton key="gradebook" group={group} disabled={!rights.canOpenGradebook} />,
    ...(rights.canUpdate ? [<RefreshSheetButton key="refresh" onRefresh={onRefreshSheet} />] : []),
    ...(rights.canManageAll
      ? [
          withTooltip(
            actionLabels.archive,
            <Button type="text" danger icon={<InboxOutlined />} aria-label={actionLabels.archive} onClick={onArchive} />,
          ),
        ]
      : []),
    // issue 23 part 4: the owner's and the administrator's
    ...(rights.canManageAll
      ? [<RecordHistoryButton key="history" variant="row" entity="teacher-sheets" recordId={group.classId} title={group.className} />]
      : []),
  ];
};

function GradebookButton({ group, disabled }: { group: GroupRow; disabled: boolean }) {
  const navigate = useNavigate();
  const state: GradebookNavigationState = { cycle: group.classCycle };
  return withTooltip(
    actionLabels.gradebook,
    <Button
      type="text"
      icon={<BookOutlined />}
      aria-label={actionLabels.gradebook}
      disabled={disabled}
      onClick={() => navigate(gradebookPath(group.classId), { state })}
    />,
  );
}

function RefreshSheetButton({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const [refreshing, setRefreshing] = useState(false);
  const { offReason } = useSheetsSettings(); // without a service account the button says why it is off
  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };
  return withTooltip(
    offReason ?? actionLabels.refreshSheet,
    <Button type="text" icon={<SyncOutlined />} aria-label={actionLabels.refreshSheet} loading={refreshing} disabled={!!offReason} onClick={refresh} />,
  );
}
