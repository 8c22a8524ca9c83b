import { IonIcon } from '@ionic/react';
import { personCircle } from 'ionicons/icons';
import { photoUrl } from '../lib/photo-url';
import './profile.css';

/** A round photo, or the person icon when there is none. */
export function Avatar({
  photo,
  alt,
  size = 64,
}: {
  photo: string | null;
  alt: string;
  size?: number;
}) {
  const src = photoUrl(photo);
  return src ? (
    <img className="sk-avatar" src={src} alt={alt} width={size} height={size} />
  ) : (
    <IonIcon
      className="sk-avatar sk-avatar--empty"
      icon={personCircle}
      style={{ fontSize: size }}
      aria-hidden="true"
    />
  );
}
