import { useEffect } from 'react';
import { APP_TITLE } from '../layout/AppTitle';

export const PageTitle = ({ title }: { title: string }) => {
  useEffect(() => {
    document.title = `${title} | ${APP_TITLE}`;
  }, [title]);
  return null;
};
