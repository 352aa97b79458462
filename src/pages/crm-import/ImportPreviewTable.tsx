import { Flex, Table, Tag, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { importColumns, type CrmImportPreview, type ImportField, type PreviewRow } from '../../../resources/crm-import';
import { useThemeMode } from '../../layout/themeMode';
import { importTexts, matchLink, matchText } from './importTexts';

// the theme's error red is under 4.5:1 on white (axe color-contrast): antd's red-7 in the light theme
const LIGHT_ERROR_TEXT = '#cf1322';

const useErrorColour = () => {
  const { token } = theme.useToken();
  return useThemeMode().mode === 'dark' ? token.colorErrorText : LIGHT_ERROR_TEXT;
};

type ImportPreviewTableProps = { preview: CrmImportPreview };

const PAGE_SIZE = 50;

function Cell({ value, errors }: { value?: string; errors: string[] }) {
  const errorColour = useErrorColour();
  return (
    <Flex vertical gap={2}>
      {value && <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>}
      {errors.map((message) => (
        <Typography.Text key={message} style={{ fontSize: 12, color: errorColour }}>
          {message}
        </Typography.Text>
      ))}
    </Flex>
  );
}

function DuplicateCell({ duplicate }: Pick<PreviewRow, 'duplicate'>) {
  if (!duplicate) return null;
  return (
    <Flex vertical gap={2} align="start">
      <Tag color={duplicate.where === 'crm' ? 'orange' : 'gold'} style={{ color: '#000' }}>
        {duplicate.where === 'crm' ? importTexts.duplicateInCrm : importTexts.duplicateInFile}
      </Tag>
      {duplicate.matches.map((match) => {
        const link = matchLink(match);
        const text = matchText(match);
        return (
          <span key={`${match.kind}-${match.id}`} style={{ fontSize: 12 }}>
            {link ? <Link to={link}>{text}</Link> : text}
          </span>
        );
      })}
    </Flex>
  );
}

const errorsOf = (row: PreviewRow, field: ImportField | null) => row.errors.filter((error) => error.field === field).map((error) => error.message);

// The preview of /service/add-to-crm: the file's rows as read, each cell's errors in red under it, duplicates
// with what they repeat; the rows with errors or duplicates first.
export function ImportPreviewTable({ preview }: ImportPreviewTableProps) {
  const rank = (row: PreviewRow) => (row.errors.length > 0 ? 0 : row.duplicate ? 1 : 2);
  const rows = [...preview.rows].sort((left, right) => rank(left) - rank(right) || left.row - right.row);
  const hasRowErrors = preview.rows.some((row) => errorsOf(row, null).length > 0);
  const columns: ColumnsType<PreviewRow> = [
    { key: 'row', title: 'Строка', dataIndex: 'row', width: 80, fixed: 'left' },
    ...preview.columns.map((field) => ({
      key: field,
      title: importColumns[field].header,
      width: Math.max(120, importColumns[field].width * 7),
      render: (_: unknown, row: PreviewRow) => <Cell value={row.values[field]} errors={errorsOf(row, field)} />,
    })),
    ...(hasRowErrors
      ? [{ key: 'other', title: 'Ошибки', width: 200, render: (_: unknown, row: PreviewRow) => <Cell errors={errorsOf(row, null)} /> }]
      : []),
    { key: 'duplicate', title: 'Дубликат', width: 260, render: (_: unknown, row: PreviewRow) => <DuplicateCell duplicate={row.duplicate} /> },
  ];
  return (
    <Table<PreviewRow>
      rowKey="row"
      size="small"
      bordered
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: importTexts.emptyPreview }}
      pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
