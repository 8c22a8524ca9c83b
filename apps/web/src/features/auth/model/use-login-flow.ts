import { nowMs } from '@sportkarta/contract/clock';
import { useCallback, useState } from 'react';
import type { SessionResponse } from '@sportkarta/contract/api/auth';
import type { Agreement } from '@sportkarta/contract/enums';
import { LOGIN_CODE_ATTEMPTS, LOGIN_CODE_TIMER_MS } from '@sportkarta/contract/config/timings';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { showToast } from '@/ui/toast/toast-bus';
import { useConfirmLoginCode } from '../api/confirm-login-code';
import { getDemoCode } from '../api/get-demo-code';
import { useSendLoginCode } from '../api/send-login-code';
import { useStartDemoSession } from '../api/start-demo-session';
import { useStartSberIdLogin } from '../api/start-sberid-login';
import { apiPhone } from './phone-input';

// spec §4 Login steps: 0 choose the method, 1 the phone, 2 the code (180 s timer, 3 attempts);
// then the agreements of a first sign-in (issue 3) before returning to the saved place.
export type LoginStep = 'method' | 'phone' | 'code' | 'agreements';

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error);

export function useLoginFlow() {
  const session = useSession();
  const [step, setStep] = useState<LoginStep>('method');
  const [digits, setDigits] = useState('');
  const [codeEndsAt, setCodeEndsAt] = useState<number | null>(null);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [exhausted, setExhausted] = useState(false);
  const [required, setRequired] = useState<Agreement[]>([]);

  // One key for the whole flow: a second wrong code replaces the first toast instead of
  // stacking three of them over the code field.
  const showError = useCallback(
    (error: unknown) => showToast({ type: 'error', message: errorText(error), key: 'login-flow' }),
    [],
  );

  // A new session: first sign-ins see the agreements step, everyone else goes back at once.
  // Awaited by the mutations, so the flow stays busy until the session is in.
  const finish = useCallback(
    async (answer: SessionResponse) => {
      const needed = answer.agreementsRequired;
      await session.login(answer, { redirect: needed.length === 0 });
      if (needed.length > 0) {
        setRequired(needed);
        setStep('agreements');
      }
    },
    [session],
  );

  const sendCode = useSendLoginCode({
    onSuccess: async (answer, phone) => {
      setCodeEndsAt(nowMs() + (answer.resendAfterSeconds * 1000 || LOGIN_CODE_TIMER_MS));
      setWrongAttempts(0);
      setExhausted(false);
      setDemoCode(null);
      setStep('code');
      if (answer.demoCodeAvailable) setDemoCode(await getDemoCode(phone));
    },
  });
  const confirmCode = useConfirmLoginCode({ onSuccess: finish });
  // Issue 3: "Demo login: clears the session, then POST /v1/demo-user".
  const demoSession = useStartDemoSession({ onSuccess: finish });
  // Sber ID: the server answers the provider's URL; the provider comes back to /deeplink/sberID.
  const sberIdLogin = useStartSberIdLogin({ onSuccess: (url) => window.location.assign(url) });

  const { mutateAsync: sendCodeAsync } = sendCode;
  const requestCode = useCallback(
    () => sendCodeAsync(apiPhone(digits)).catch(showError),
    [digits, sendCodeAsync, showError],
  );

  const { mutateAsync: confirmCodeAsync } = confirmCode;
  const confirm = useCallback(
    (code: string) =>
      confirmCodeAsync({ phone: apiPhone(digits), code }).catch((error: unknown) => {
        if (isApiError(error) && error.status === 400) {
          const wrong = wrongAttempts + 1;
          setWrongAttempts(wrong);
          if (wrong >= LOGIN_CODE_ATTEMPTS || /запросите новый код/.test(error.message)) {
            setExhausted(true);
          }
        }
        showError(error);
      }),
    [confirmCodeAsync, digits, showError, wrongAttempts],
  );

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

  const busy =
    sendCode.isPending || confirmCode.isPending || demoSession.isPending || sberIdLogin.isPending;

  return {
    step,
    setStep,
    digits,
    setDigits,
    codeEndsAt,
    demoCode,
    attemptsLeft: Math.max(0, LOGIN_CODE_ATTEMPTS - wrongAttempts),
    wrongAttempts,
    exhausted,
    busy,
    required,
    requestCode,
    confirm,
    demo,
    sberId,
    showError,
  };
}
