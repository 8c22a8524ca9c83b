import { IonIcon } from '@ionic/react';
import { accessibilityOutline } from 'ionicons/icons';
import {
  ADAPTATION_NEED_LABELS,
  ADAPTATION_NEED_SHORT,
  type AdaptationNeed,
} from '@sportkarta/contract/api/sections';
import { ruSections } from '@/i18n/ru-sections';
import './ui.css';
import './adapted-badge.css';

const t = ruSections;

/**
 * Issue 28: «Адаптивная группа: ОДА, слух» on a group or a section adapted for people with
 * special needs; a screen reader hears the needs in full. Nothing for an ordinary one.
 */
export function AdaptedBadge({
  needs,
  kind,
}: {
  needs: readonly AdaptationNeed[];
  kind: 'group' | 'section';
}) {
  if (needs.length === 0) return null;
  const title = kind === 'group' ? t.adaptedGroup : t.adaptedSection;
  return (
    <span className="sk-adapted">
      <IonIcon icon={accessibilityOutline} className="sk-adapted__icon" aria-hidden="true" />
      <span aria-hidden="true">
        {title}: {needs.map((n) => ADAPTATION_NEED_SHORT[n]).join(', ')}
      </span>
      <span className="sk-visually-hidden">
        {t.adaptedFor(title, needs.map((n) => ADAPTATION_NEED_LABELS[n]).join('; '))}
      </span>
    </span>
  );
}
