// Texts of issue 4 (discovery), the place part; merged into ru.ts as ru.discoveryPlace.
export const ruDiscoveryPlace = {
  // spec §8 Favourites.
  favoriteAdded: 'Площадка успешно добавлена в избранное',
  favoriteRemoved: 'Площадка успешно удалена из избранного',
  favoriteAddFailed: 'К сожалению, при добавлении площадки в избранное произошла ошибка',
  favoriteRemoveFailed: 'К сожалению, при удалении площадки из избранного произошла ошибка',
  favoriteAdd: 'Добавить в избранное',
  favoriteRemove: 'Удалить из избранного',
} as const;
