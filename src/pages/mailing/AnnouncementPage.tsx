import { ArrowLeftOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Alert, Card, Descriptions, Flex, List, Spin, Typography } from 'antd';
import { useParams } from 'react-router';
import { announcementStatusLook } from '../../../resources/operations/announcement-status';
import { LinkButton } from '../../layout/LinkButton';
import { PageTitle } from '../../routes/PageTitle';
import { audienceLabels, recipientLists } from './audience';
import { AudienceChips } from './AudienceChips';
import { RecipientTable } from './RecipientTable';
import { TelegramHtmlView } from './TelegramHtmlView';
import { formatInZone } from './timeZone';
import { TimeZoneSelect, useMailingTimeZone } from './TimeZoneSelect';
import { useAnnouncement } from './mailingReads';
import { ToneTag } from './ToneTag';

// operations.md §2 "Mailing detail": the inline texts, letter for letter.
const NO_ID = 'No announcement ID provided';
const NOT_FOUND = 'No announcement found';
const LOAD_FAILED = 'Error loading data';
const PENDING_REFRESH_MS = 3_000; // a person waiting sees the mailing turn SENT

const backButton = (
  <LinkButton to="/service/mailing" icon={<ArrowLeftOutlined />}>
    К рассылкам
  </LinkButton>
);

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} МБ` : `${Math.max(1, Math.round(bytes / 1024))} КБ`);

function AnnouncementView({ announcementId }: { announcementId: number }) {
  const [zone] = useMailingTimeZone();
  const { data: detail, loading, error } = useAnnouncement(announcementId, {
    refetchInterval: PENDING_REFRESH_MS,
    refetchWhile: (body) => body?.status === 'PENDING',
  });
  if (loading) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  if (error?.statusCode === 404 || (!error && !detail)) return <Alert type="warning" showIcon message={NOT_FOUND} />;
  if (error || !detail) return <Alert type="error" showIcon message={LOAD_FAILED} description={error?.message} />;

  const look = announcementStatusLook(detail.status);
  const refresh = detail.status === 'PENDING' ? PENDING_REFRESH_MS : false;
  const targets = [...detail.schoolClasses, ...detail.staffInfos, ...detail.groupChats].map((item) => item.name);
  return (
    <Flex vertical gap={16}>
      <Descriptions bordered size="small" column={1} styles={{ label: { width: 200 } }}>
        <Descriptions.Item label="Время отправки">{formatInZone(detail.announcementTimestamp, zone)}</Descriptions.Item>
        <Descriptions.Item label="Статус">
          {/* §4: in the detail SENT is a success chip, every other status a neutral one */}
          <ToneTag tone={detail.status === 'SENT' ? 'success' : 'default'}>{look.label}</ToneTag>
        </Descriptions.Item>
        <Descriptions.Item label="Кому">
          <AudienceChips items={audienceLabels(detail)} label="Кому" colour="blue" />
        </Descriptions.Item>
        <Descriptions.Item label="Получатели">
          <AudienceChips items={targets} label="Получатели" />
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title="Текст рассылки">
        <TelegramHtmlView html={detail.announcementText} />
      </Card>
      {detail.files.length > 0 && (
        <Card size="small" title="Файлы">
          <List
            size="small"
            dataSource={detail.files}
            renderItem={(file) => (
              <List.Item>
                <Typography.Text>
                  <PaperClipOutlined /> {file.fileName} <Typography.Text type="secondary">({formatSize(file.sizeBytes)})</Typography.Text>
                </Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      )}
      {recipientLists(detail).map((list) => (
        <RecipientTable key={`${list}-${detail.dispatched}`} announcementId={detail.id} list={list} dispatched={detail.dispatched} refetchInterval={refresh} />
      ))}
    </Flex>
  );
}

// /announcements/{announcementId} (operations.md §2, read Report).
export default function AnnouncementPage() {
  const { announcementId } = useParams();
  const id = announcementId && /^\d{1,10}$/.test(announcementId) ? Number(announcementId) : null;
  const title = id ? `Рассылка №${id}` : 'Рассылка';
  return (
    <Flex vertical gap={16}>
      <PageTitle title={title} />
      <Flex align="center" gap={16} wrap justify="space-between">
        <Flex align="center" gap={16}>
          {backButton}
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        </Flex>
        <TimeZoneSelect />
      </Flex>
      {id ? <AnnouncementView key={id} announcementId={id} /> : <Alert type="warning" showIcon message={NO_ID} />}
    </Flex>
  );
}
