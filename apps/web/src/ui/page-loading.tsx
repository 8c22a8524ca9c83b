import { IonSpinner } from '@ionic/react';
import { ru } from '@/i18n/ru';
import './page-loading.css';

/** A page's content while its first answer is on the way: a spinner named for screen readers. */
export function PageLoading() {
  return (
    <div className="sk-page-loading" aria-busy="true">
      <IonSpinner aria-label={ru.app.loading} />
    </div>
  );
}
