import { nowMs } from '@sportkarta/contract/clock';
import { useCallback, useState } from 'react';
import type { SessionResponse } from '@sportkarta/contract/api/auth';
import { LOGIN_CODE_ATTEMPTS, LOGIN_CODE_TIMER_MS } from '@sportkarta/contract/config/timings';
import { isApiError } from '@/lib/api-client';
import { useConfirmLoginCode } from '../api/confirm-login-code';
import { getDemoCode } from '../api/get-demo-code';
import { useSendLoginCode } from '../api/send-login-code';
import { apiPhone } from '@/lib/phone-input';

interface CodeStepOptions {
  /** The ten digits after +7. */
  digits: string;
  /** The code is sent: show the code step. */
  onSent: () => void;
  /** Signs in with the answer; the step stays busy until it is done. */
  finish: (answer: SessionResponse) => Promise<void>;
  showError: (error: unknown) => void;
}

/** spec §4 Login step 2: the SMS code, its 180 s timer, three attempts, the demo code. */
export function useCodeStep({ digits, onSent, finish, showError }: CodeStepOptions) {
  const [codeEndsAt, setCodeEndsAt] = useState<number | null>(null);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [exhausted, setExhausted] = useState(false);

  const sendCode = useSendLoginCode({
    onSuccess: async (answer, phone) => {
      setCodeEndsAt(nowMs() + (answer.resendAfterSeconds * 1000 || LOGIN_CODE_TIMER_MS));
      setWrongAttempts(0);
      setExhausted(false);
      setDemoCode(null);
      onSent();
      if (answer.demoCodeAvailable) setDemoCode(await getDemoCode(phone));
    },
  });
  const confirmCode = useConfirmLoginCode({ onSuccess: finish });

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

  return {
    codeEndsAt,
    demoCode,
    attemptsLeft: Math.max(0, LOGIN_CODE_ATTEMPTS - wrongAttempts),
    wrongAttempts,
    exhausted,
    requestCode,
    confirm,
    pending: sendCode.isPending || confirmCode.isPending,
  };
}
