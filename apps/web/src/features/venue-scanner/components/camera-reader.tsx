import { useEffect, useRef, useState } from 'react';
import { SCANNER_FRAME_INTERVAL_MS } from '@sportkarta/contract/config/timings';
import { ruVenueScanner } from '@/i18n/ru-venue-scanner';
import { IonButton } from '@/ui/ionic/button';
import { qrDecoder } from '../model/qr-decoder';

const t = ruVenueScanner.camera;

// Issue 24: the back camera through getUserMedia — in the browser and in the packaged app's
// web view alike (docs/native.md: the camera permission strings) — read a few times a second.

type CameraState =
  'starting' | 'running' | 'denied' | 'missing' | 'insecure' | 'failed' | 'no-decoder';

/** Frames are read at most this wide: enough for a phone-sized QR code, cheap to decode. */
const FRAME_MAX_PX = 800;

function stateOf(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'missing';
  return 'failed';
}

const PROBLEM: Partial<Record<CameraState, { title: string; hint?: string }>> = {
  denied: { title: t.denied, hint: t.deniedHint },
  missing: { title: t.missing, hint: t.missingHint },
  insecure: { title: t.insecure, hint: t.insecureHint },
  failed: { title: t.failed, hint: t.missingHint },
  'no-decoder': { title: t.failed, hint: t.decoderFailed },
};

export function CameraReader({
  paused,
  onCode,
}: {
  paused: boolean;
  onCode: (text: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ paused, onCode });
  useEffect(() => {
    latest.current = { paused, onCode };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const canvas = document.createElement('canvas');

    async function read(decode: (frame: HTMLCanvasElement) => Promise<string[]>) {
      const el = video.current;
      if (live && el && el.videoWidth > 0 && !latest.current.paused) {
        const scale = Math.min(1, FRAME_MAX_PX / Math.max(el.videoWidth, el.videoHeight));
        canvas.width = Math.round(el.videoWidth * scale);
        canvas.height = Math.round(el.videoHeight * scale);
        canvas
          .getContext('2d', { willReadFrequently: true })
          ?.drawImage(el, 0, 0, canvas.width, canvas.height);
        const [text] = await decode(canvas).catch(() => []);
        if (live && text && !latest.current.paused) latest.current.onCode(text);
      }
      if (live) timer = setTimeout(() => void read(decode), SCANNER_FRAME_INTERVAL_MS);
    }

    async function start() {
      // The reader loads at once, camera or not: once the door has opened online, it reads
      // codes offline too (and the camera may be allowed only later).
      const decoding = qrDecoder().catch(() => null);
      if (!navigator.mediaDevices?.getUserMedia) {
        setState(window.isSecureContext ? 'missing' : 'insecure');
        return;
      }
      setState('starting');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (live) setState(stateOf(error));
        return;
      }
      if (!live || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const decode = await decoding;
      if (!live) return;
      if (!decode) return setState('no-decoder');
      setState('running');
      void read(decode);
    }
    void start();
    return () => {
      live = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [attempt]);

  const problem = PROBLEM[state];
  return (
    <div className="sk-scanner__camera">
      <video
        ref={video}
        className="sk-scanner__video"
        muted
        playsInline
        aria-label={t.label}
        hidden={problem !== undefined}
      />
      {problem ? (
        <div className="sk-scanner__camera-problem" role="alert">
          <p className="sk-scanner__camera-title">{problem.title}</p>
          {problem.hint ? <p>{problem.hint}</p> : null}
          {state !== 'insecure' ? (
            <IonButton fill="outline" onClick={() => setAttempt((n) => n + 1)}>
              {t.retry}
            </IonButton>
          ) : null}
        </div>
      ) : (
        <p className="sk-scanner__camera-hint" aria-hidden="true">
          {state === 'starting' ? t.starting : t.hint}
        </p>
      )}
    </div>
  );
}
