// Issue 15: the packaged apps' own texts — the purpose strings iOS shows when it asks for a
// permission. `npm run native:sync` writes them into ios/App/App/Info.plist; the native tests
// fail when the project holds other words. Android asks without a system text: the onboarding
// slides explain (spec §2.3).
export const ruNative = {
  /** NSLocationWhenInUseUsageDescription: the map and the venues nearby. */
  location:
    'Спорткарта показывает спортивные объекты, события и секции рядом с вами на карте и в списке.',
  /**
   * NSCameraUsageDescription: the photo of the profile, a child or a document, and the venue
   * staff's door scanner (issue 24: getUserMedia in the web view).
   */
  camera:
    'Камера нужна, чтобы сфотографировать вас, ребёнка или документ для профиля, а сотрудникам спортобъекта — чтобы сканировать QR-коды билетов на входе.',
  /** NSPhotoLibraryUsageDescription: a photo picked from the gallery. */
  photos: 'Доступ к фото нужен, чтобы выбрать снимок для профиля, профиля ребёнка или документа.',
  /** NSPhotoLibraryAddUsageDescription: a photo taken in the app saved to the gallery. */
  photosAdd: 'Доступ нужен, чтобы сохранить сделанный снимок в вашу галерею.',
} as const;
