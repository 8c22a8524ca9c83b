import { useEffect, useRef } from 'react';
import { ruVenueScanner } from '@/i18n/ru-venue-scanner';
import { IonButton } from '@/ui/ionic/button';
import { reasonWords, type Verdict } from '../model/verdict';

const t = ruVenueScanner;

/** A moment as the venue's wall clock shows it (the phone may be in another zone). */
export const venueTime = (iso: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

/** Why, in words: the server's message, else the device's text (with the door's window). */
export function reasonText(v: Verdict): string {
  if (v.reentry) return t.reentry;
  const base = v.message ?? reasonWords(v.reason);
  if (v.window) {
    const { from, until, timeZone } = v.window;
    const at = (iso: string | null) => (iso ? venueTime(iso, timeZone) : null);
    return `${base}. ${t.windowPrefix} ${t.window(at(from), at(until))}`;
  }
  return base;
}

/** One line for the screen reader: the verdict, why, and who. */
export function spokenVerdict(v: Verdict): string {
  return [
    v.admitted ? t.admitted : t.refused,
    v.part ? t.part(v.part) : null,
    reasonText(v),
    v.holderName,
    v.childAge !== null ? t.child(v.childAge) : null,
    v.visitsLeft !== null ? `${t.visitsLeftLabel}: ${v.visitsLeft}` : null,
  ]
    .filter(Boolean)
    .join('. ');
}

/** The door's answer, large: green «Проходите» or red «Вход запрещён», why, and who. */
export function VerdictPanel({ verdict, onNext }: { verdict: Verdict; onNext: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new verdict comes into view on a short screen (the manual entry may be scrolled to).
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [verdict]);
  const tone = verdict.admitted ? 'ok' : 'no';
  return (
    <section className={`sk-verdict sk-verdict--${tone}`} aria-labelledby="sk-verdict-title">
      <div className="sk-verdict__head">
        <span className="sk-verdict__mark" aria-hidden="true">
          {verdict.admitted ? '✓' : '✕'}
        </span>
        <h2 id="sk-verdict-title" ref={heading} className="sk-verdict__title">
          {verdict.admitted ? t.admitted : t.refused}
        </h2>
      </div>
      {verdict.part ? (
        <p className="sk-verdict__part">
          <span className="sk-verdict__part-label">{t.partLabel}</span>
          <span className="sk-visually-hidden">: </span>
          <span className="sk-verdict__part-name">{verdict.part}</span>
        </p>
      ) : null}
      <p className="sk-verdict__reason">{reasonText(verdict)}</p>
      {verdict.holderName ? <p className="sk-verdict__holder">{verdict.holderName}</p> : null}
      <dl className="sk-verdict__facts">
        {verdict.childAge !== null ? (
          <div>
            <dt className="sk-visually-hidden">{t.holderLabel}</dt>
            <dd className="sk-verdict__child">{t.child(verdict.childAge)}</dd>
          </div>
        ) : null}
        {verdict.title ? (
          <div>
            <dt className="sk-visually-hidden">{t.ticketLabel}</dt>
            <dd>{verdict.title}</dd>
          </div>
        ) : null}
        {verdict.kind !== null && (verdict.visitsLeft !== null || verdict.kind === 'PACKAGE') ? (
          <div>
            <dt>{t.visitsLeftLabel}:</dt>
            <dd>{verdict.visitsLeft ?? t.unlimited}</dd>
          </div>
        ) : null}
      </dl>
      {verdict.offline ? <p className="sk-verdict__offline">{t.offlineDecided}</p> : null}
      <IonButton expand="block" className="sk-verdict__next" onClick={onNext}>
        {t.next}
      </IonButton>
    </section>
  );
}
