import { IonSpinner } from '@ionic/react';
import { ru } from '@/i18n/ru';

// Shown while a lazy page chunk loads. Ionic keeps the previous page visible for a moment
// while it waits for the new IonPage, and the spinner itself fades in late (CSS
// animation-delay), so fast loads never flash it.
export function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      <IonSpinner name="crescent" color="primary" />
      <span className="page-fallback__text">{ru.app.pageLoading}</span>
    </div>
  );
}
