import { Camera, CameraResultType, CameraSource } from '@capacitor/camera';
import { Capacitor } from '@capacitor/core';
import { ru } from '@/i18n/ru';
import { PROFILE_PHOTO, PhotoError, type PhotoSize } from './compress-photo';

// spec §2.4: "Photo upload is possible from camera or gallery". In the packaged app Capacitor
// Camera asks which one (its native prompt); in a browser the file input already offers both
// on phones (iOS and Android show «Камера» / «Фото» for an image input).

export const hasNativeCamera = (): boolean => Capacitor.isNativePlatform();

const DENIED = /denied|permission|access/i;
const CANCELLED = /cancel/i;

/**
 * Takes or picks a photo natively, already scaled to 500×500 at quality 70 by the plugin
 * (the caller still runs compressPhoto, which also enforces the byte limit). null when the
 * person cancels; PhotoError('denied') when camera or gallery access is refused.
 */
export async function pickNativePhoto(size: PhotoSize = PROFILE_PHOTO): Promise<Blob | null> {
  try {
    const photo = await Camera.getPhoto({
      source: CameraSource.Prompt,
      resultType: CameraResultType.Uri,
      quality: size.quality,
      width: size.side,
      height: size.side,
      correctOrientation: true,
      promptLabelHeader: ru.account.photoSourceHeader,
      promptLabelPhoto: ru.account.photoFromGallery,
      promptLabelPicture: ru.account.photoFromCamera,
      promptLabelCancel: ru.ui.cancel,
    });
    if (!photo.webPath) throw new PhotoError('load');
    const response = await fetch(photo.webPath);
    if (!response.ok) throw new PhotoError('load');
    return await response.blob();
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (CANCELLED.test(message)) return null;
    if (DENIED.test(message)) throw new PhotoError('denied');
    throw new PhotoError('load');
  }
}
