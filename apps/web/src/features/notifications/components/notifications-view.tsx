import { notificationsOutline } from 'ionicons/icons';
import { useEffect, useMemo } from 'react';
import { ru } from '@/i18n/ru';
import { ruNotifications as t } from '@/i18n/ru-notifications';
import { EmptyState } from '@/ui/empty-state';
import { useNotifications } from '../api/get-notifications';
import { useSetViewed } from '../api/set-viewed';
import { seenBatcher } from '../model/seen-batch';
import { NotificationItem } from './notification-item';
import { PushToggle } from './push-toggle';
import './notifications.css';

function Skeleton() {
  return (
    <div className="sk-notices__skeleton" aria-busy="true" aria-label={ru.app.loading}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="sk-notices__skeleton-card" />
      ))}
    </div>
  );
}

/**
 * /tabs/profile/notification (issue 14): the person's notifications, unread first; each unread
 * one is marked viewed once it has been on screen, and stays marked «Новое» until the next visit.
 */
export function NotificationsView() {
  const q = useNotifications();
  const { mutate } = useSetViewed();
  const batch = useMemo(() => seenBatcher((ids) => mutate(ids)), [mutate]);
  useEffect(() => () => batch.cancel(), [batch]);

  return (
    <div className="sk-notices">
      <PushToggle />
      {q.isPending ? (
        <Skeleton />
      ) : q.data === undefined ? (
        <EmptyState
          title={t.loadError}
          hint={q.error?.message}
          action={
            <button type="button" className="sk-button" onClick={() => void q.refetch()}>
              {t.retry}
            </button>
          }
        />
      ) : q.data.notifications.length === 0 ? (
        <EmptyState title={t.empty} hint={t.emptyHint} icon={notificationsOutline} />
      ) : (
        <ul className="sk-notices__list" aria-label={t.listLabel}>
          {q.data.notifications.map((n) => (
            <NotificationItem key={n.id} item={n} onSeen={n.viewed ? undefined : batch.add} />
          ))}
        </ul>
      )}
    </div>
  );
}
