import { ru } from '@/i18n/ru';
import { useOptionalSession } from '@/lib/session';
import { useUnreadCount } from '../api/unread-count';

function UnreadCount() {
  const count = useUnreadCount(true).data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <span className="sk-tab-badge" role="status" aria-label={ru.tabs.unread(count)}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The profile tab's unread count (issue 14): nothing for a visitor. On the first screen: a
 * query and a span, its answer checked without zod (api/unread-count.ts).
 */
export function UnreadBadge() {
  return useOptionalSession()?.status === 'logged-in' ? <UnreadCount /> : null;
}
