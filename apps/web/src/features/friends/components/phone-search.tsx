import { type FormEvent, useState } from 'react';
import { ruFriends as t } from '@/i18n/ru-friends';
import { PhoneField } from '@/lib/phone-field';
import { apiPhone, isCompletePhone } from '@/lib/phone-input';
import { SwitchRow } from '@/ui/switch-row';
import { showToast } from '@/ui/toast/toast-bus';
import { useFriendSettings, useSetFindableByPhone } from '../api/friend-settings';
import { useOutgoing } from '../api/send-request';
import { personName, sentMessage } from '../model/person-name';

/**
 * «Найти по номеру телефона»: the exact number of someone who allows it (the server answers
 * the same for anyone else, so nobody can test numbers), then a request goes to them.
 */
export function PhoneSearch() {
  const [digits, setDigits] = useState('');
  const send = useOutgoing({
    onSuccess: (r) => {
      const name = personName(r.request.person);
      showToast({
        type: 'success',
        message: sentMessage(r.outcome, name),
      });
      setDigits('');
    },
    onError: (error) => showToast({ type: 'error', message: error.message }),
  });
  const complete = isCompletePhone(digits);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !send.isPending) send.mutate({ phone: apiPhone(digits) });
  };
  return (
    <form className="sk-friends__panel" onSubmit={submit} noValidate aria-label={t.byPhone}>
      <p className="sk-friends__panel-hint">{t.byPhoneHint}</p>
      <PhoneField label={t.phoneLabel} digits={digits} onDigits={setDigits} autoComplete="off" />
      <button
        type="submit"
        className="sk-button sk-button--block"
        disabled={!complete || send.isPending}
        aria-busy={send.isPending || undefined}
      >
        {send.isPending ? t.phoneSending : t.phoneSend}
      </button>
    </form>
  );
}

/** «Находить меня по номеру телефона»: off until the person turns it on. */
export function FindableToggle() {
  const settings = useFriendSettings();
  const set = useSetFindableByPhone();
  if (!settings.data) return null;
  const checked = set.isPending ? !!set.variables : settings.data.findableByPhone;
  return (
    <SwitchRow
      label={t.findableTitle}
      hint={t.findableHint}
      checked={checked}
      disabled={set.isPending}
      onChange={(on) =>
        set.mutate(on, {
          onSuccess: () =>
            showToast({ type: 'success', message: on ? t.findableOn : t.findableOff }),
          onError: (error) => showToast({ type: 'error', message: error.message }),
        })
      }
    />
  );
}
