import { FileExcelOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button } from 'antd';
import { useState } from 'react';
import { http } from '../../providers/data';
import { apiBase } from '../../providers/runtime-config';
import { fillMessage } from '../lib/message';
import { downloadExport, EXPORT_FAILED, EXPORT_LABEL, type ListQuery } from './exportList';

type ExportButtonProps = { name: string; query: ListQuery; fields: string[] };

// Every list's 'Выгрузить в Excel': the filtered rows and the visible columns, as the server writes them.
export function ExportButton({ name, query, fields }: ExportButtonProps) {
  const [loading, setLoading] = useState(false);
  const { open } = useNotification();
  const run = async () => {
    setLoading(true);
    try {
      await downloadExport(http, { apiBase: apiBase(), name, query, fields });
    } catch (error) {
      open?.({ type: 'error', message: fillMessage(`${EXPORT_FAILED}: {message}`, (error as { message?: string })?.message) });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={loading} onClick={() => void run()}>
      {EXPORT_LABEL}
    </Button>
  );
}
