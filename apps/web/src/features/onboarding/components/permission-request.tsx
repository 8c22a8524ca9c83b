import { useState } from 'react';
import { ru } from '@/i18n/ru';
import {
  requestGeolocationPermission,
  requestNotificationPermission,
  type PermissionResult,
} from '../permissions';
import type { PermissionKind } from './slides';

type RequestState = 'idle' | 'pending' | PermissionResult | 'error';

const copy = {
  notifications: {
    hint: ru.onboarding.notificationsHint,
    button: ru.onboarding.allowNotifications,
    request: requestNotificationPermission,
  },
  geolocation: {
    hint: ru.onboarding.geolocationHint,
    button: ru.onboarding.allowGeolocation,
    request: requestGeolocationPermission,
  },
} as const;

/** An explicit «Разрешить …» button: the system prompt appears only when the person asks for it. */
export function PermissionRequest({ kind, tabbable }: { kind: PermissionKind; tabbable: boolean }) {
  const [state, setState] = useState<RequestState>('idle');
  const { hint, button, request } = copy[kind];

  const ask = async () => {
    setState('pending');
    try {
      setState(await request());
    } catch {
      setState('error');
    }
  };

  const done = state === 'granted';
  return (
    <div className="sk-onb-permission">
      <p className="sk-onb-permission__hint">{hint}</p>
      <button
        type="button"
        className={`sk-onb-button sk-onb-button--outline${done ? ' sk-onb-button--done' : ''}`}
        onClick={() => void ask()}
        disabled={state === 'pending' || done}
        tabIndex={tabbable ? 0 : -1}
      >
        {done ? `✓ ${button}` : button}
      </button>
      <p className="sk-onb-permission__status" role="status" data-state={state}>
        {state === 'idle' ? '' : ru.onboarding.permission[state]}
      </p>
    </div>
  );
}
