import { SyncOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { groupToasts } from '../../../resources/groups';
import { errorMessage } from '../../crud/serverErrors';
import { useServerCall } from '../../crud/useServerCall';
import { fillMessage } from '../../lib/message';
import { useSheetsSettings } from './useSheetsSettings';

type SheetRefreshButtonProps = { classId: number; onRefreshed?: (answer: { sheetUrl: string }) => void };

export const REFRESH_SHEET_LABEL = 'Обновить отчет в гугл-таблице';

// The group page's refresh of the report (POST update-teacher-sheet): the toast only after the sheet was written;
// off, with the reason as its tooltip, when reports are not configured on the server.
export function SheetRefreshButton({ classId, onRefreshed }: SheetRefreshButtonProps) {
  const { send } = useServerCall();
  const { open } = useNotification();
  const { offReason } = useSheetsSettings();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      const answer = await send<{ sheetUrl: string }>('post', `update-teacher-sheet/${classId}`, {});
      open?.({ type: 'success', message: groupToasts.sheetUpdated });
      onRefreshed?.(answer);
    } catch (error) {
      open?.({ type: 'error', message: fillMessage(groupToasts.sheetFailed, errorMessage(error)) });
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Tooltip title={offReason ?? REFRESH_SHEET_LABEL}>
      <Button size="small" icon={<SyncOutlined />} loading={refreshing} disabled={!!offReason} onClick={() => void refresh()}>
        Обновить отчет
      </Button>
    </Tooltip>
  );
}
