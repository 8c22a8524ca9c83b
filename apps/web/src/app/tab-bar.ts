import { home, homeOutline, person, personOutline, search, searchOutline } from 'ionicons/icons';
import { ru } from '../i18n/ru';
import { paths } from '@sportkarta/contract/routes/paths';

// spec §2.1: the three tabs, their routes, labels and icons (ionicons: an outline icon, the
// filled one while the tab is chosen). The app's tab bar (tabs.tsx) and the server's copy of
// the first screen (apps/server/src/plugins/first-screen-markup.ts) are both drawn from this,
// so the copy cannot drift from the app. Relative imports: the server imports it as it is.
export const TAB_BAR = [
  { tab: 'main', href: paths.main, label: ru.tabs.main, icon: homeOutline, activeIcon: home },
  {
    tab: 'places',
    href: paths.places,
    label: ru.tabs.places,
    icon: searchOutline,
    activeIcon: search,
  },
  {
    tab: 'profile',
    href: paths.profile,
    label: ru.tabs.profile,
    icon: personOutline,
    activeIcon: person,
  },
] as const;
