import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Alert, Button, Card, Flex, Modal, Progress, Segmented, Space, Spin, Switch, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CRM_IMPORT_TITLE,
  crmImportKindLabels,
  crmImportKinds,
  fill,
  rowsToWrite,
  type CrmImportKind,
} from '../../../resources/crm-import';
import { confirmSkipped, confirmTitle, countsLine, importTexts, listLink, progressText, resultMessage } from './importTexts';
import { ImportPreviewTable } from './ImportPreviewTable';
import { useCrmImport } from './useCrmImport';

const isKind = (value: string | null): value is CrmImportKind => crmImportKinds.includes(value as CrmImportKind);

// /service/add-to-crm (manage Service, core.md §2.1; issue 11): applications or students from a spreadsheet. The
// kind lives in the address (?kind=students); the file is previewed before anything is written.
export default function CrmImportPage() {
  const [params, setParams] = useSearchParams();
  const kind: CrmImportKind = isKind(params.get('kind')) ? (params.get('kind') as CrmImportKind) : 'applications';
  const { state, readFile, commit, reset, downloadTemplate } = useCrmImport();
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const { data: canApplications } = useCan({ resource: 'clients', action: 'create', params: { subject: 'Request' } });
  const { data: canStudents } = useCan({ resource: 'students', action: 'create', params: { subject: 'Student' } });
  const allowed: Record<CrmImportKind, boolean> = { applications: canApplications?.can ?? false, students: canStudents?.can ?? false };

  const { preview, result } = state;
  const counts = preview?.counts;
  const toWrite = counts ? rowsToWrite(counts, skipDuplicates) : 0;
  const blocked = Boolean(counts && counts.withErrors > 0);
  const reading = state.uploadPercent !== null;

  const chooseKind = (next: CrmImportKind) => {
    reset();
    setParams(next === 'applications' ? {} : { kind: next }, { replace: true });
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {CRM_IMPORT_TITLE}
      </Typography.Title>
      <Card size="small">
        <Flex gap={16} wrap align="center">
          <span id="crm-import-kind">{importTexts.kindLabel}</span>
          <Segmented<CrmImportKind>
            aria-labelledby="crm-import-kind"
            value={kind}
            onChange={chooseKind}
            disabled={reading || state.importing}
            options={crmImportKinds.map((value) => ({ value, label: crmImportKindLabels[value], disabled: !allowed[value] }))}
          />
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate(kind)}>
            {importTexts.template}
          </Button>
        </Flex>
      </Card>

      {!allowed[kind] ? null : !preview && !reading ? (
        <Upload.Dragger
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void readFile(file, kind);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{importTexts.dropTitle}</p>
          <p className="ant-upload-hint">{importTexts.dropHint}</p>
        </Upload.Dragger>
      ) : null}

      {reading && (
        <Card size="small">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text>
              {state.fileName}: {importTexts.reading}
            </Typography.Text>
            <Progress percent={state.uploadPercent ?? 0} status="active" aria-label={importTexts.reading} />
          </Space>
        </Card>
      )}

      {state.fileError && <Alert type="error" showIcon message={state.fileName} description={state.fileError} />}

      {preview && counts && (
        <Flex vertical gap={12}>
          <Flex gap={12} wrap align="center" justify="space-between">
            <Typography.Text strong>{state.fileName}</Typography.Text>
            <Typography.Text>{countsLine(counts).join(', ')}</Typography.Text>
            <Button onClick={reset} disabled={state.importing}>
              {importTexts.another}
            </Button>
          </Flex>
          {preview.ignoredColumns.length > 0 && (
            <Alert type="info" showIcon message={fill(importTexts.ignoredColumns, { columns: preview.ignoredColumns.map((name) => `«${name}»`).join(', ') })} />
          )}
          {blocked && <Alert type="error" showIcon message={fill(importTexts.blockedByErrors, { count: counts.withErrors })} />}
          {!blocked && toWrite === 0 && !result && <Alert type="warning" showIcon message={importTexts.nothingToWrite} />}
          {state.importError && <Alert type="error" showIcon message={importTexts.importFailed} description={state.importError} />}
          {result && (
            <Alert
              type="success"
              showIcon
              message={resultMessage(preview.kind, result)}
              action={<Link to={listLink[preview.kind]}>{importTexts.openList}</Link>}
            />
          )}
          {!result && (
            <Flex gap={16} align="center" wrap>
              <Space>
                <Switch id="crm-import-skip" checked={skipDuplicates} onChange={setSkipDuplicates} disabled={state.importing} />
                <label htmlFor="crm-import-skip">{importTexts.skipDuplicates}</label>
              </Space>
              <Button type="primary" disabled={blocked || toWrite === 0} loading={state.importing} onClick={() => setConfirming(true)}>
                {importTexts.import}
              </Button>
              {state.importing && (
                <Space>
                  <Spin size="small" />
                  <Typography.Text>{progressText(preview.kind, toWrite)}</Typography.Text>
                </Space>
              )}
            </Flex>
          )}
          <ImportPreviewTable preview={preview} />
        </Flex>
      )}

      <Modal
        open={confirming}
        title={preview ? confirmTitle(preview.kind, toWrite) : ''}
        okText={importTexts.import}
        cancelText="Отмена"
        onCancel={() => setConfirming(false)}
        onOk={() => {
          setConfirming(false);
          void commit(skipDuplicates);
        }}
      >
        <p>{confirmSkipped(skipDuplicates && counts ? counts.duplicates : 0)}</p>
        <p>{importTexts.confirmText}</p>
      </Modal>
    </Flex>
  );
}
