import { Link } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { ruUserEvents as t } from '@/i18n/ru-user-events';
import './user-events.css';

/** The venue page's «Создать игру»: a person's own event at this venue (issue 14). */
export function CreateGameEntry({ complexId }: { complexId: number }) {
  return (
    <section className="sk-ue-entry" aria-labelledby="sk-ue-entry-title">
      <div>
        <h2 id="sk-ue-entry-title" className="sk-ue-entry__title">
          {t.entryTitle}
        </h2>
        <p className="sk-ue-entry__hint">{t.entryHint}</p>
      </div>
      <Link className="sk-button sk-ue__link-button" to={paths.userEventNew(complexId)}>
        {t.createGame}
      </Link>
    </section>
  );
}
