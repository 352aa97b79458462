import { useCallback } from 'react';
import { useLogout, useTranslate, useWarnAboutChange } from '@refinedev/core';

// Signing out leaves the app for the provider's logout page, so unsaved edits are asked about first.
export const useSignOut = () => {
  const { mutate: logout } = useLogout();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const translate = useTranslate();
  return useCallback(() => {
    if (warnWhen && !window.confirm(translate('warnWhenUnsavedChanges'))) return;
    setWarnWhen(false);
    logout();
  }, [warnWhen, setWarnWhen, translate, logout]);
};
