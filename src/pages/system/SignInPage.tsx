import { Button, Result, Spin } from 'antd';
import { Navigate } from 'react-router';
import { login, retryAuth } from '../../../providers/keycloak';
import { useSession } from '../../auth/useSession';
import { AUTH_UNAVAILABLE } from '../../routes/AuthUnavailable';
import { PageTitle } from '../../routes/PageTitle';
import { CenteredPage } from './CenteredPage';

const SignInState = () => {
  const { status } = useSession();
  switch (status) {
    case 'initialising':
      return <Result icon={<Spin size="large" />} title="Проверяем вход…" />;
    case 'anonymous':
      return (
        <Result
          status="info"
          title="Вы не вошли в систему"
          subTitle="Войдите, чтобы продолжить работу"
          extra={
            <Button type="primary" size="large" onClick={() => void login()}>
              Войти
            </Button>
          }
        />
      );
    case 'authenticated':
      return (
        <>
          <Result status="success" title="Вход выполнен" />
          <Navigate to="/home" replace />
        </>
      );
    case 'error':
      return (
        <Result
          status="warning"
          title={AUTH_UNAVAILABLE}
          extra={
            <Button type="primary" onClick={() => void retryAuth()}>
              Повторить
            </Button>
          }
        />
      );
  }
};

// core.md §2.2: the public sign-in page and its four states.
export default function SignInPage() {
  return (
    <CenteredPage>
      <PageTitle title="Вход" />
      <SignInState />
    </CenteredPage>
  );
}
