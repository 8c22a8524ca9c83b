import { type FormEvent, useState } from 'react';
import { LOGIN_CODE_LENGTH } from '@sportkarta/contract/api/auth';
import { ruLogin } from '@/i18n/ru-login';
import { PhoneField } from '@/lib/phone-field';
import { formatCountdown, isCompletePhone, maskPhone } from '@/lib/phone-input';
import { useCodeTimer } from '../model/use-code-timer';
import '@/ui/field.css';
import './auth.css';

export function MethodStep({
  busy,
  onPhone,
  onDemo,
  onSberId,
}: {
  busy: boolean;
  onPhone: () => void;
  /** Only when the server allows the demo login (the `ignore-demo-login` flag is off). */
  onDemo?: () => void;
  /** Only when the Sber ID sign-in is available. */
  onSberId?: () => void;
}) {
  return (
    <section className="sk-login" aria-labelledby="login-method-title">
      <h1 id="login-method-title" className="sk-login__title">
        {ruLogin.methodTitle}
      </h1>
      <p className="sk-login__hint">{ruLogin.methodHint}</p>
      <div className="sk-login__actions">
        {onSberId ? (
          <button
            type="button"
            className="sk-button sk-button--block sk-login__sber"
            disabled={busy}
            onClick={onSberId}
          >
            {ruLogin.bySberId}
          </button>
        ) : null}
        <button
          type="button"
          className="sk-button sk-button--block"
          disabled={busy}
          onClick={onPhone}
        >
          {ruLogin.byPhone}
        </button>
        {onDemo ? (
          <button
            type="button"
            className="sk-button sk-button--secondary sk-button--block"
            disabled={busy}
            onClick={onDemo}
          >
            {ruLogin.demo}
          </button>
        ) : null}
      </div>
      {onDemo ? <p className="sk-login__note">{ruLogin.demoHint}</p> : null}
    </section>
  );
}

export function PhoneStep({
  digits,
  busy,
  onDigits,
  onSubmit,
}: {
  digits: string;
  busy: boolean;
  onDigits: (digits: string) => void;
  onSubmit: () => void;
}) {
  const complete = isCompletePhone(digits);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy) onSubmit();
  };
  return (
    <form className="sk-login" onSubmit={submit} noValidate>
      <h1 className="sk-login__title">{ruLogin.phoneTitle}</h1>
      <p className="sk-login__hint">{ruLogin.phoneHint}</p>
      <PhoneField label={ruLogin.phoneLabel} digits={digits} onDigits={onDigits} />
      <button type="submit" className="sk-button sk-button--block" disabled={!complete || busy}>
        {busy ? ruLogin.sending : ruLogin.getCode}
      </button>
    </form>
  );
}

export interface CodeStepProps {
  digits: string;
  busy: boolean;
  endsAt: number | null;
  demoCode: string | null;
  attemptsLeft: number;
  wrongAttempts: number;
  exhausted: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangePhone: () => void;
}

export function CodeStep(props: CodeStepProps) {
  const { busy, exhausted, onSubmit } = props;
  const [code, setCode] = useState('');
  const left = useCodeTimer(props.endsAt);
  const canResend = left === 0 || exhausted;
  const complete = code.length === LOGIN_CODE_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy && !exhausted) {
      onSubmit(code);
      setCode('');
    }
  };
  return (
    <form className="sk-login" onSubmit={submit} noValidate>
      <h1 className="sk-login__title">{ruLogin.codeTitle}</h1>
      <p className="sk-login__hint">{ruLogin.codeSentTo(maskPhone(props.digits))}</p>
      {props.demoCode ? (
        <div className="sk-login__demo" role="note">
          <strong>{ruLogin.demoCodeTitle}</strong>
          <span data-testid="demo-code">{ruLogin.demoCode(props.demoCode)}</span>
        </div>
      ) : null}
      <label className="sk-field">
        <span className="sk-field__label">{ruLogin.codeLabel}</span>
        <input
          className="sk-field__input sk-field__input--code sk-focusable"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LOGIN_CODE_LENGTH}
          value={code}
          disabled={exhausted}
          onChange={(event) =>
            setCode(event.target.value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH))
          }
        />
      </label>
      {exhausted ? (
        <p className="sk-login__warning" role="alert">
          {ruLogin.attemptsOver}
        </p>
      ) : props.wrongAttempts > 0 ? (
        <p className="sk-login__note" role="status">
          {ruLogin.attemptsLeft(props.attemptsLeft)}
        </p>
      ) : null}
      <button
        type="submit"
        className="sk-button sk-button--block"
        disabled={!complete || busy || exhausted}
      >
        {busy ? ruLogin.checking : ruLogin.confirm}
      </button>
      {canResend ? (
        <button
          type="button"
          className="sk-button sk-button--secondary sk-button--block"
          disabled={busy}
          onClick={() => {
            setCode('');
            props.onResend();
          }}
        >
          {ruLogin.resend}
        </button>
      ) : (
        <p className="sk-login__note" role="timer" aria-live="off">
          {ruLogin.resendIn(formatCountdown(left))}
        </p>
      )}
      <button type="button" className="sk-button sk-button--ghost" onClick={props.onChangePhone}>
        {ruLogin.changePhone}
      </button>
    </form>
  );
}
