import { Button, Flex, Layout, Result } from 'antd';
import { retryAuth } from '../../providers/keycloak';

export const AUTH_UNAVAILABLE = 'Авторизация не подтверждена. Попробуйте обновить страницу!';

// core.md §2.2: what the app shows when the identity provider cannot be reached.
export const AuthUnavailable = () => (
  <Layout style={{ minHeight: '100vh' }}>
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="warning"
        title={AUTH_UNAVAILABLE}
        extra={
          <Button type="primary" onClick={() => void retryAuth()}>
            Повторить
          </Button>
        }
      />
    </Flex>
  </Layout>
);
