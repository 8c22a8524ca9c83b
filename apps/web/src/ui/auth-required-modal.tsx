import {
  type ReactNode,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ru } from '@/i18n/ru';
import './ui.css';
import './auth-required.css';

/** Router state handed to the login screen so it can return the person afterwards (spec §4). */
export interface LoginRouteState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Navigates to `/user/login`, remembering where the person was (spec §6). */
export function useGoToLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const state: LoginRouteState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    navigate(paths.userLogin, { state });
  }, [navigate, location.pathname, location.search, location.hash]);
}

// The dialog loads when first shown: it is not on anyone's first screen (issue 27's JS budget).
const AuthRequiredDialog = lazy(() =>
  import('./auth-required-dialog').then((m) => ({ default: m.AuthRequiredDialog })),
);

const OpenContext = createContext<(() => void) | null>(null);

/** Hosts the «Функция недоступна» modal; must sit inside the router. */
export function AuthRequiredProvider({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const goToLogin = useGoToLogin();
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => show, [show]);
  return (
    <OpenContext.Provider value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <AuthRequiredDialog
            onClose={close}
            onLogin={() => {
              setOpen(false);
              goToLogin();
            }}
          />
        </Suspense>
      )}
    </OpenContext.Provider>
  );
}

/** spec §6: call the returned function when a visitor tries a protected action. */
export function useAuthRequired(): () => void {
  const open = useContext(OpenContext);
  if (!open) throw new Error('useAuthRequired: нет AuthRequiredProvider выше по дереву');
  return open;
}

/** spec §6: the placeholder shown instead of personal content, with «Перейти к авторизации». */
export function AuthPlaceholder({
  title = ru.ui.authPlaceholderTitle,
  hint = ru.ui.authPlaceholderHint,
}: {
  title?: string;
  hint?: string;
}) {
  const goToLogin = useGoToLogin();
  return (
    <section className="sk-auth-placeholder" aria-label={title}>
      <div className="sk-auth-placeholder__avatar" aria-hidden="true" />
      <h3 className="sk-auth-placeholder__title">{title}</h3>
      <p className="sk-auth-placeholder__hint">{hint}</p>
      <button type="button" className="sk-button" onClick={goToLogin}>
        {ru.ui.authPlaceholderButton}
      </button>
    </section>
  );
}
