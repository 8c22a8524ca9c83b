import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import './qr-image.css';

/**
 * A QR code of `token` (a ticket's signed token, an invite link), drawn large on white so a
 * scanner reads it; a grey square while it is drawn.
 */
export function QrImage({ token, alt }: { token: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(token, { errorCorrectionLevel: 'M', margin: 2, scale: 8 }).then(
      (url) => live && setSrc(url),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return src ? (
    <img className="sk-qr__image" src={src} alt={alt} />
  ) : (
    <div className="sk-qr__image sk-qr__image--pending" aria-busy="true" />
  );
}
