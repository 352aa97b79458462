import { Button, Result, Space } from 'antd';
import { LinkButton } from '../../layout/LinkButton';
import { PageTitle } from '../../routes/PageTitle';
import { CenteredPage } from './CenteredPage';
import { SUPPORT_CHAT_URL } from './supportChat';

const NOT_FOUND = 'Ошибка 404! Такой страница не существует';

export default function NotFoundPage() {
  return (
    <CenteredPage>
      <PageTitle title="Ошибка 404" />
      <Result
        status="404"
        title={NOT_FOUND}
        extra={
          <Space wrap>
            <LinkButton type="primary" to="/home">
              На главную
            </LinkButton>
            <Button href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer">
              Чат поддержки
            </Button>
          </Space>
        }
      />
    </CenteredPage>
  );
}
