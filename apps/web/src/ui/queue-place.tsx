import { IonIcon } from '@ionic/react';
import { hourglassOutline } from 'ionicons/icons';
import { ruSections } from '@/i18n/ru-sections';
import './queue-place.css';

const t = ruSections;

/**
 * Issue 25: «Лист ожидания: 2-е место в очереди» on an application waiting for a place in a full
 * group, wherever the applicant's applications are listed; nothing for one that is not waiting.
 */
export function QueuePlace({ position }: { position: number | null }) {
  if (position === null) return null;
  return (
    <p className="sk-queue-place">
      <IonIcon icon={hourglassOutline} className="sk-queue-place__icon" aria-hidden="true" />
      <span>{t.queuePlace(position)}</span>
    </p>
  );
}
