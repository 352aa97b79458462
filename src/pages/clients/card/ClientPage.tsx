import { ArrowLeftOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useOne } from '@refinedev/core';
import { Alert, Button, Flex, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { clients, clientToasts, type ClientRow } from '../../../../resources/clients';
import { RecordHistoryButton } from '../../../crud/RecordHistoryButton';
import { LinkButton } from '../../../layout/LinkButton';
import { PageTitle } from '../../../routes/PageTitle';
import { clientPageTitle } from '../applicationTexts';
import { ChangeParentDialog } from './ChangeParentDialog';
import { ClientCard } from './ClientCard';
import { CommentsPanel } from './CommentsPanel';
import { useClientEdits } from './useClientEdits';

const backButton = (
  <LinkButton to="/clients/table" icon={<ArrowLeftOutlined />}>
    Вернуться к списку
  </LinkButton>
);

function ClientDetails({ client }: { client: ClientRow }) {
  const edits = useClientEdits(client);
  const [changingParent, setChangingParent] = useState(false);
  const cardButtons = (
    <Button icon={<UserSwitchOutlined />} onClick={() => setChangingParent(true)}>
      Изменить родителя
    </Button>
  );
  return (
    <>
      {client.archived && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16, maxWidth: '70em' }}
          message={client.exitStatusName ? `Заявка в архиве. Причина архивации: ${client.exitStatusName}` : 'Заявка в архиве'}
        />
      )}
      <Flex gap={16} wrap align="start">
        <ClientCard client={client} edits={edits} extra={cardButtons} />
        <CommentsPanel comment={client.additionalComment} onSave={(comment) => edits.saveField('additionalComment', comment)} />
      </Flex>
      <ChangeParentDialog open={changingParent} client={client} onClose={() => setChangingParent(false)} />
    </>
  );
}

function ClientView({ clientId }: { clientId: number }) {
  const { result: client, query } = useOne<ClientRow>({
    resource: clients.name,
    id: clientId,
    meta: { declaration: clients },
    // the page says it in its own words (core.md §8)
    errorNotification: false,
  });
  const title = clientPageTitle(clientId);

  const body = () => {
    if (query.isLoading) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
    if (query.isError) return <Result status="error" title={clientToasts.loadFailed} subTitle={query.error?.message} />;
    if (!client) return <Result status="info" title={clientToasts.empty} />;
    return <ClientDetails client={client} />;
  };

  return (
    <>
      <PageTitle title={title} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Flex align="center" gap={16} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {backButton}
          {client && <RecordHistoryButton entity={clients.name} recordId={clientId} title={title} />}
        </Flex>
        {body()}
      </Space>
    </>
  );
}

// core.md §2.8: /clients/{clientId}; an id that is no number is a broken link (→ /error).
export default function ClientPage() {
  const { clientId } = useParams();
  if (!clientId || !/^\d{1,10}$/.test(clientId) || Number(clientId) < 1) return <Navigate to="/error" replace />;
  return <ClientView key={clientId} clientId={Number(clientId)} />;
}
