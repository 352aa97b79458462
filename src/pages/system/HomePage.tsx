import { useMemo } from 'react';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useSession } from '../../auth/useSession';
import { icons } from '../../layout/icons';
import { LinkButton } from '../../layout/LinkButton';
import { pageLink, pages } from '../../routes/pages';
import { PageTitle } from '../../routes/PageTitle';
import { usePageAccess } from '../../routes/usePageAccess';
import { homeButtonGroups } from './homeButtonGroups';

export default function HomePage() {
  const { identity } = useSession();
  const canOpen = usePageAccess(pages);
  const groups = useMemo(() => (canOpen ? homeButtonGroups(pages, canOpen) : []), [canOpen]);
  return (
    <>
      <PageTitle title="Главная" />
      <Typography.Title level={3}>Здравствуйте{identity?.firstName ? `, ${identity.firstName}` : ''}!</Typography.Title>
      {canOpen && groups.length === 0 && <Empty description="Для вас пока нет доступных разделов" />}
      <Row gutter={[16, 16]}>
        {groups.map((group) => (
          <Col key={group.key} xs={24} md={12} xl={6}>
            <Card title={group.title} style={{ height: '100%' }}>
              <Flex vertical gap={12}>
                {group.pages.map((page) => (
                  <LinkButton key={page.path} to={pageLink(page)} block size="large" icon={icons[page.icon]} style={{ height: 64 }}>
                    {page.title}
                  </LinkButton>
                ))}
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
