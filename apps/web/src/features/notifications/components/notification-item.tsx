import type { Notification } from '@sportkarta/contract/api/notifications';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ruNotifications as t } from '@/i18n/ru-notifications';
import { once } from '@sportkarta/contract/once';

const when = once(
  () =>
    new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** One notification; an unread one reports when it has been on screen (`onSeen`). */
export function NotificationItem({
  item,
  onSeen,
}: {
  item: Notification;
  onSeen?: ((id: string) => void) | undefined;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!onSeen || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      onSeen(item.id);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          onSeen(item.id);
          observer.disconnect();
        }
      },
      { threshold: 0.6 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [item.id, onSeen]);

  const content = (
    <>
      <div className="sk-notice__head">
        <h3 className="sk-notice__title">{item.title}</h3>
        {item.viewed ? null : <span className="sk-notice__new">{t.unread}</span>}
      </div>
      <p className="sk-notice__body">{item.body}</p>
      <time className="sk-notice__time" dateTime={item.createdAt}>
        {when().format(new Date(item.createdAt))}
      </time>
    </>
  );
  return (
    <li ref={ref} className={`sk-notice${item.viewed ? '' : ' sk-notice--unread'}`}>
      {item.link?.startsWith('/') ? (
        <Link className="sk-notice__link" to={item.link}>
          {content}
        </Link>
      ) : (
        <div className="sk-notice__link">{content}</div>
      )}
    </li>
  );
}
