import { nowMs } from '@sportkarta/contract/clock';
import { useCallback, useState } from 'react';
import type { SessionResponse } from '@sportkarta/contract/api/auth';
import type { Agreement } from '@sportkarta/contract/enums';
import { LOGIN_CODE_ATTEMPTS, LOGIN_CODE_TIMER_MS } from '@sportkarta/contract/config/timings';
import { isApiError } from '@/lib/api-client';
import { logout as clearLocalSession } from '@/lib/logout';
import { useSession } from '@/lib/session';
import { showToast } from '@/ui/toast/toast-bus';
import { confirmLoginCode, getDemoCode, sendLoginCode, startDemoSession } from '../api/auth-api';
import { startSberIdLogin } from '../api/sberid-api';
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
  const [busy, setBusy] = useState(false);
  const [required, setRequired] = useState<Agreement[]>([]);

  const run = useCallback(async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      // One key for the whole flow: a second wrong code replaces the first toast instead of
      // stacking three of them over the code field.
      showToast({ type: 'error', message: errorText(error), key: 'login-flow' });
    } finally {
      setBusy(false);
    }
  }, []);

  // A new session: first sign-ins see the agreements step, everyone else goes back at once.
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

  const requestCode = useCallback(
    () =>
      run(async () => {
        const phone = apiPhone(digits);
        const answer = await sendLoginCode(phone);
        setCodeEndsAt(nowMs() + (answer.resendAfterSeconds * 1000 || LOGIN_CODE_TIMER_MS));
        setWrongAttempts(0);
        setExhausted(false);
        setDemoCode(null);
        setStep('code');
        if (answer.demoCodeAvailable) setDemoCode(await getDemoCode(phone));
      }),
    [digits, run],
  );

  const confirm = useCallback(
    (code: string) =>
      run(async () => {
        try {
          await finish(await confirmLoginCode(apiPhone(digits), code));
        } catch (error) {
          if (isApiError(error) && error.status === 400) {
            const wrong = wrongAttempts + 1;
            setWrongAttempts(wrong);
            if (wrong >= LOGIN_CODE_ATTEMPTS || /запросите новый код/.test(error.message)) {
              setExhausted(true);
            }
          }
          throw error;
        }
      }),
    [digits, finish, run, wrongAttempts],
  );

  // Issue 3: "Demo login: clears the session, then POST /v1/demo-user".
  const demo = useCallback(
    () =>
      run(async () => {
        await clearLocalSession();
        await finish(await startDemoSession());
      }),
    [finish, run],
  );

  // Sber ID: the server answers the provider's URL; the provider comes back to /deeplink/sberID.
  const sberId = useCallback(
    (returnTo: string) =>
      run(async () => {
        window.location.assign(await startSberIdLogin(returnTo));
      }),
    [run],
  );

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
    run,
  };
}
