import { FileExcelOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button } from 'antd';
import { useState } from 'react';
import { fillMessage } from '../lib/message';
import { EXPORT_FAILED, EXPORT_LABEL, exportPath, type ListQuery } from './exportList';
import { useDownload } from './useDownload';

type ExportButtonProps = { name: string; query: ListQuery; fields: string[]; recordId?: number | string };

// Every list's 'Выгрузить в Excel': the filtered rows and the visible columns, as the server writes them.
export function ExportButton({ name, query, fields, recordId }: ExportButtonProps) {
  const [loading, setLoading] = useState(false);
  const { open } = useNotification();
  const download = useDownload();
  const run = async () => {
    setLoading(true);
    try {
      await download(exportPath(name, query, fields, recordId), `${name}.xlsx`);
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
