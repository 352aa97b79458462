import { useMemo } from 'react';
import { theme } from 'antd';
import {
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarResults,
  KBarSearch,
  useKBar,
  useRegisterActions,
} from '@refinedev/kbar';
import { useNavigate } from 'react-router';
import { useSession } from '../auth/useSession';
import { pages } from '../routes/pages';
import { allowNothing, usePageAccess } from '../routes/usePageAccess';
import { paletteActions } from './paletteActions';
import { paletteMatches } from './paletteMatches';
import { useSignOut } from './useSignOut';
import { useThemeMode } from './themeMode';

const PaletteResults = () => {
  const { search, actions } = useKBar((state) => ({ search: state.searchQuery, actions: state.actions }));
  const results = useMemo(() => paletteMatches(Object.values(actions), search), [actions, search]);
  const { token } = theme.useToken();
  return (
    <KBarResults
      items={results}
      onRender={({ item, active }) =>
        typeof item === 'string' ? (
          <div style={{ padding: '8px 16px', fontSize: 12, color: token.colorTextSecondary }}>{item}</div>
        ) : (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              padding: '10px 16px',
              cursor: 'pointer',
              background: active ? token.colorPrimaryBg : 'transparent',
              borderLeft: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
            }}
          >
            {item.icon}
            <span>{item.name}</span>
          </div>
        )
      }
    />
  );
};

// Ctrl+K / Cmd+K (kbar's default shortcut): pages the user may open and the app's commands, in Russian.
export const CommandPalette = () => {
  const { status } = useSession();
  const canOpen = usePageAccess(pages) ?? allowNothing;
  const navigate = useNavigate();
  const { toggle } = useThemeMode();
  const signOut = useSignOut();
  const { token } = theme.useToken();

  const actions = useMemo(
    () =>
      status === 'authenticated'
        ? paletteActions(pages, canOpen, { go: (path) => navigate(path), toggleTheme: toggle, signOut })
        : [],
    [status, canOpen, navigate, toggle, signOut],
  );
  useRegisterActions(actions, [actions]);

  return (
    <KBarPortal>
      <KBarPositioner style={{ zIndex: 1100, background: token.colorBgMask }}>
        <KBarAnimator
          style={{
            width: '100%',
            maxWidth: 600,
            overflow: 'hidden',
            borderRadius: token.borderRadiusLG,
            background: token.colorBgElevated,
            color: token.colorText,
            boxShadow: token.boxShadow,
          }}
        >
          <KBarSearch
            defaultPlaceholder="Найти страницу или команду…"
            style={{
              width: '100%',
              boxSizing: 'border-box',
              padding: '12px 16px',
              fontSize: 16,
              border: 'none',
              outline: 'none',
              background: 'transparent',
              color: token.colorText,
            }}
          />
          <PaletteResults />
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
};
