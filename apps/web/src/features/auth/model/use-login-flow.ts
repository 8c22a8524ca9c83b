import { useCallback, useRef, useState } from 'react';
import type { SessionResponse } from '@sportkarta/contract/api/auth';
import type { Agreement } from '@sportkarta/contract/enums';
import { useSession } from '@/lib/session';
import { showToast } from '@/ui/toast/toast-bus';
import { useStartDemoSession } from '../api/start-demo-session';
import { useStartSberIdLogin } from '../api/start-sberid-login';
import { useCodeStep } from './use-code-step';

// spec §4 Login steps: 0 choose the method, 1 the phone, 2 the code (180 s timer, 3 attempts);
// then the agreements of a first sign-in (issue 3) before returning to the saved place.
export type LoginStep = 'method' | 'phone' | 'code' | 'agreements';

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error);

export interface LoginFlowOptions {
  /** Where a finished sign-in goes (issue 24: the role choice); the saved place by default. */
  afterSignIn?: () => Promise<void> | void;
}

export function useLoginFlow({ afterSignIn }: LoginFlowOptions = {}) {
  const session = useSession();
  const [step, setStep] = useState<LoginStep>('method');
  const [digits, setDigits] = useState('');
  const [required, setRequired] = useState<Agreement[]>([]);

  // One key for the whole flow: a second wrong code replaces the first toast instead of
  // stacking three of them over the code field.
  const showError = useCallback(
    (error: unknown) => showToast({ type: 'error', message: errorText(error), key: 'login-flow' }),
    [],
  );

  // A new session: first sign-ins see the agreements step, everyone else goes on at once.
  // Awaited by the mutations, so the flow stays busy until the session is in. The demo login
  // goes on like a code sign-in (issue 24: a demo copy administers a venue of its own, so it
  // is asked for a role too).
  const afterAgreements = useRef<(() => Promise<void> | void) | undefined>(undefined);
  const finishWith = useCallback(
    async (answer: SessionResponse, after: (() => Promise<void> | void) | undefined) => {
      const needed = answer.agreementsRequired;
      await session.login(answer, { redirect: needed.length === 0 && !after });
      if (needed.length > 0) {
        afterAgreements.current = after;
        setRequired(needed);
        setStep('agreements');
      } else if (after) await after();
    },
    [session],
  );
  /** The agreements accepted: on as the sign-in would have gone. */
  const agreed = useCallback(
    () => void (afterAgreements.current ?? session.returnToSaved)(),
    [session],
  );
  const finish = useCallback(
    (answer: SessionResponse) => finishWith(answer, afterSignIn),
    [finishWith, afterSignIn],
  );

  const onSent = useCallback(() => setStep('code'), []);
  const code = useCodeStep({ digits, onSent, finish, showError });
  // Issue 3: "Demo login: clears the session, then POST /v1/demo-user".
  const demoSession = useStartDemoSession({ onSuccess: finish });
  // Sber ID: the server answers the provider's URL; the provider comes back to /deeplink/sberID.
  const sberIdLogin = useStartSberIdLogin({ onSuccess: (url) => window.location.assign(url) });

  const { mutateAsync: demoSessionAsync } = demoSession;
  const demo = useCallback(
    () => demoSessionAsync().catch(showError),
    [demoSessionAsync, showError],
  );

  const { mutateAsync: sberIdLoginAsync } = sberIdLogin;
  const sberId = useCallback(
    (returnTo: string) => sberIdLoginAsync(returnTo).catch(showError),
    [sberIdLoginAsync, showError],
  );

  const { pending, ...codeStep } = code;
  return {
    step,
    setStep,
    digits,
    setDigits,
    ...codeStep,
    busy: pending || demoSession.isPending || sberIdLogin.isPending,
    required,
    agreed,
    demo,
    sberId,
    showError,
  };
}
