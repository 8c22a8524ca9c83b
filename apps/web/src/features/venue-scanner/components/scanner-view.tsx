import { useCallback, useRef, useState } from 'react';
import { ruVenueScanner } from '@/i18n/ru-venue-scanner';
import { useDoor } from '../model/use-door';
import type { Verdict } from '../model/verdict';
import { CameraReader } from './camera-reader';
import { DoorStatus } from './door-status';
import { ManualEntry } from './manual-entry';
import { spokenVerdict, VerdictPanel } from './verdict-panel';
import './scanner.css';

const t = ruVenueScanner;

/**
 * The door of one venue (issue 24): the camera, the verdict, manual entry, and the state of the
 * network and the offline queue. A code stays answered until «Следующий билет» or another code:
 * the camera keeps seeing the ticket it has just let in, and must not call it used a moment later.
 */
export function ScannerView({
  complexId,
  venueName,
}: {
  complexId: number | null;
  venueName: string | null;
}) {
  const door = useDoor(complexId);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);
  const last = useRef<string | null>(null);
  const { scan } = door;

  const check = useCallback(
    async (text: string, fromCamera: boolean) => {
      if (fromCamera && text === last.current) return;
      last.current = text;
      setBusy(true);
      try {
        setVerdict(await scan(text));
      } finally {
        setBusy(false);
      }
    },
    [scan],
  );
  const next = () => {
    last.current = null;
    setVerdict(null);
  };

  return (
    <div className="sk-scanner">
      {venueName ? <p className="sk-scanner__venue">{t.venue(venueName)}</p> : null}
      <CameraReader paused={busy} onCode={(text) => void check(text, true)} />
      <div className="sk-visually-hidden" aria-live="assertive" aria-atomic="true">
        {busy ? t.checking : verdict ? spokenVerdict(verdict) : ''}
      </div>
      {busy ? (
        <p className="sk-scanner__busy" aria-hidden="true">
          {t.checking}
        </p>
      ) : null}
      {verdict && !busy ? <VerdictPanel verdict={verdict} onNext={next} /> : null}
      <DoorStatus
        online={door.online}
        pack={door.pack}
        queued={door.queued}
        sync={door.sync}
        onDismiss={() => void door.dismissConflicts()}
      />
      <ManualEntry busy={busy} onSubmit={(text) => void check(text, false)} />
    </div>
  );
}
