import { useEffect, useRef, useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { getAgreements } from '@/features/auth/api/get-agreements';
import { useFinishSberIdLogin } from '@/features/auth/api/finish-sberid-login';
import { takeSberIdReturn } from '@/features/auth/api/sberid-return';
import '@/features/auth/components/auth.css';
import { AgreementsStep } from '@/features/auth/components/agreements-step';
import type { Agreement } from '@sportkarta/contract/enums';
import { ru } from '@/i18n/ru';
import { ruLogin } from '@/i18n/ru-login';
import { useSession } from '@/lib/session';
import { AlertBanner } from '@/ui/alert-banner';
import { PageShell } from '@/ui/page-shell';
import { showToast } from '@/ui/toast/toast-bus';

// /deeplink/sberID (spec §2.2): Sber ID returns here with state and code; the callback answers
// the token. Agreements not yet accepted are asked for afterwards, as at any first sign-in.
export default function SberIdDeeplinkPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const { mutateAsync: finishSberIdLogin } = useFinishSberIdLogin();
  const started = useRef(false);
  const [returnTo, setReturnTo] = useState<string>(paths.main);
  const [required, setRequired] = useState<Agreement[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const state = params.get('state');
  const code = params.get('code');

  useEffect(() => {
    if (started.current || !state || !code) return;
    started.current = true;
    void (async () => {
      try {
        const back = (await takeSberIdReturn()) ?? paths.main;
        setReturnTo(back);
        const token = await finishSberIdLogin({ state, code, agreements: [] });
        await session.login({ accessToken: token }, { redirect: false });
        const missing = (await getAgreements())
          .filter((d) => d.accepted === false)
          .map((d) => d.agreement);
        if (missing.length > 0) setRequired(missing);
        // A push: a replace into the tabs left Ionic's page invisible (see lib/session.tsx).
        else navigate(back);
      } catch (error) {
        const message = error instanceof Error ? error.message : ruLogin.sberIdError;
        setFailed(message);
        showToast({ type: 'error', message, header: ruLogin.sberIdError });
      }
    })();
  }, [state, code, session, navigate, finishSberIdLogin]);

  const missingParams = !state || !code;
  return (
    <PageShell title={ruLogin.title}>
      {missingParams || failed ? (
        <div className="sk-login">
          <AlertBanner type="error" title={ruLogin.sberIdError}>
            {failed ?? ruLogin.sberIdMissing}
          </AlertBanner>
          <button type="button" className="sk-button" onClick={() => navigate(paths.userLogin)}>
            {ru.ui.authLogin}
          </button>
        </div>
      ) : required ? (
        <AgreementsStep
          required={required}
          onDone={() => navigate(returnTo)}
          onError={(error) => showToast({ type: 'error', message: error.message })}
        />
      ) : (
        <div className="sk-login" aria-busy="true">
          <IonSpinner aria-hidden="true" />
          <p className="sk-login__hint">{ruLogin.sberIdWorking}</p>
        </div>
      )}
    </PageShell>
  );
}
