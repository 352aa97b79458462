import { Button, Result, Space } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LinkButton } from '../../layout/LinkButton';
import { CenteredPage } from './CenteredPage';
import { SUPPORT_CHAT_URL } from './supportChat';

// A new release renames the page chunks: a tab opened before it cannot load them until it reloads.
const isStaleChunk = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);

const describe = (error: unknown): { title: string; subTitle: string } => {
  if (isStaleChunk(error)) {
    return { title: 'Приложение обновилось', subTitle: 'Обновите страницу, чтобы продолжить работу.' };
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Страница не найдена', subTitle: 'Проверьте адрес страницы.' };
  }
  return {
    title: 'Что-то пошло не так',
    subTitle: 'При открытии страницы произошла ошибка. Обновите страницу или вернитесь на главную.',
  };
};

// Shown for errors while a route renders (the routes' errorElement) and at /error. It is not a lazy page:
// it must work when a page's code cannot be loaded, and it needs nothing from Refine.
export const ErrorPage = () => {
  const error = useRouteError();
  if (error) console.error(error);
  const { title, subTitle } = describe(error);
  return (
    <CenteredPage>
      <Result
        status="error"
        title={title}
        subTitle={subTitle}
        extra={
          <Space wrap>
            <LinkButton type="primary" to="/home">
              На главную
            </LinkButton>
            <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
            <Button href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer">
              Чат поддержки
            </Button>
          </Space>
        }
      />
    </CenteredPage>
  );
};
