import type { OfflinePack } from '@sportkarta/contract/api/venue-staff';
import { ruVenueScanner } from '@/i18n/ru-venue-scanner';
import { IonButton } from '@/ui/ionic/button';
import type { QueueState } from '../model/check-in-queue';
import type { SyncState } from '../model/use-door';
import { venueTime } from './verdict-panel';

const t = ruVenueScanner.status;

const ddmm = (isoDate: string) => isoDate.split('-').reverse().slice(0, 2).join('.');

/** The network, the offline pack, the check-ins waiting to be sent and what the server refused. */
export function DoorStatus(props: {
  online: boolean;
  pack: OfflinePack | null;
  queued: QueueState;
  sync: SyncState;
  onDismiss: () => void;
}) {
  const { online, pack, queued, sync } = props;
  const waiting = queued.items.length;
  return (
    <div className="sk-door-status">
      <p
        className={`sk-door-status__net sk-door-status__net--${online ? 'on' : 'off'}`}
        role="status"
      >
        {online ? t.online : t.offline}
      </p>
      <p className="sk-door-status__line" data-testid="scanner-queue">
        {waiting > 0 ? ruVenueScanner.queued(waiting) : t.queueEmpty}
        {waiting > 0 && sync === 'syncing' ? ` · ${t.syncing}` : ''}
        {waiting > 0 && sync === 'failed' ? ` · ${t.syncFailed}` : ''}
      </p>
      <p className="sk-door-status__line">
        {pack
          ? t.pack(
              ddmm(pack.validDate),
              pack.items.length,
              venueTime(pack.generatedAt, pack.timeZone),
            )
          : t.noPack}
      </p>
      {queued.conflicts.length > 0 ? (
        <section className="sk-door-status__conflicts" aria-labelledby="sk-conflicts-title">
          <h2 id="sk-conflicts-title" className="sk-scanner__section-title">
            {t.conflictsTitle}
          </h2>
          <ul>
            {queued.conflicts.map((c) => (
              <li key={c.nonce}>
                <strong>{t.conflictOutcome[c.outcome]}</strong>
                {` · ${venueTime(c.scannedAt, pack?.timeZone)} · ${[c.holderName, c.title].filter(Boolean).join(', ')}: ${c.message}`}
              </li>
            ))}
          </ul>
          <IonButton fill="outline" size="small" onClick={props.onDismiss}>
            {t.dismiss}
          </IonButton>
        </section>
      ) : null}
    </div>
  );
}
