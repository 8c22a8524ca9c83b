import { Capacitor } from '@capacitor/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { whenIdle } from '@/lib/idle';
import { onBeforeLogout } from '@/lib/logout';
import { useSession } from '@/lib/session';
import { NOTIFICATIONS_KEY } from '../api/notifications-key';

const pushClient = () => import('../lib/push-client');

/** Permission already given (the onboarding or the notifications screen asked for it). */
const mayPush = (): boolean =>
  Capacitor.isNativePlatform() ||
  (typeof Notification !== 'undefined' && Notification.permission === 'granted');

/**
 * Issue 14: a signed-in person's device, once they allowed notifications, is registered for
 * push (again at each sign-in: a registration lives with its session) and unregistered before
 * signing out. A push that
 * arrives refreshes the list and the badge; one tapped opens its screen. The push code loads
 * only then, when the app is idle.
 */
export function PushSync() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const userId = status === 'logged-in' ? user?.id : undefined;

  useEffect(() => {
    if (!userId || !mayPush()) return;
    let stop = (): void => undefined;
    let cancelled = false;
    const offLogout = onBeforeLogout(async () => (await pushClient()).unregisterThisDevice());
    void whenIdle()
      .then(pushClient)
      .then(async (push) => {
        if (cancelled || !(await push.pushGranted())) return;
        stop = push.onPushOpen(
          (link) => navigate(link),
          () => void client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }),
        );
        await push.registerThisDevice();
      })
      .catch((error: unknown) => console.error('[push] registration failed', error));
    return () => {
      cancelled = true;
      offLogout();
      stop();
    };
  }, [userId, navigate, client]);
  return null;
}
