import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupIonicReact } from '@ionic/react';

/* Ionic core CSS (required) and only the utilities the app uses. */
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/text-alignment.css';
import '@ionic/react/css/flex-utils.css';
import './app/theme.css';

import { App } from './app/app';
import { startFirstScreen } from './app/first-screen';
import { watchFirstScreen } from './app/first-screen-copy';
import { installGlobalErrorReporting } from './lib/error-reporter';
import { queryClient } from './lib/query-client';

installGlobalErrorReporting();

// issue 2 §8 (TBT): the modules above are evaluated in one long task; the steps below run as
// tasks of their own right after it (timers keep their order), so that none of them adds to it.
setTimeout(() => {
  // Before the first render: the news feed and the main page chunk load during the start check.
  startFirstScreen(queryClient);
  // The server's copy of the first screen (if any) gives way to the app once it is up.
  watchFirstScreen();
}, 0);

setTimeout(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('В index.html нет элемента #root');
  // Android's back button is the app's own (app/app-links.tsx follows the navigation with it);
  // Ionic's handler would step back a second time on the same press.
  setupIonicReact({ hardwareBackButton: false });
  // issue 2 §8 (TBT): the first render runs as a transition, which React renders in small
  // slices that yield to the browser, instead of one long task; it happens under the landing
  // anyway (features/app-start), so nothing waits on it being synchronous.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}, 0);
