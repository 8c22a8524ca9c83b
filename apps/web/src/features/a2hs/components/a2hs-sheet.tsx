import { ru } from '@/i18n/ru';
import { BottomSheet } from '@/ui/bottom-sheet';
import { detectInstallPlatform } from '../lib/platform';
import { InstallInstructions } from './install-instructions';
import './a2hs.css';

interface A2hsSheetProps {
  open: boolean;
  onClose: () => void;
  /** The browser's own install prompt, when it offered one. */
  onInstall?: () => void;
}

/** The add-to-home-screen popup itself (spec §2.3); ./add-to-home-screen.tsx decides when. */
export function A2hsSheet({ open, onClose, onInstall }: A2hsSheetProps) {
  return (
    <BottomSheet open={open} onClose={onClose} title={ru.a2hs.title}>
      <div className="sk-a2hs">
        <p className="sk-a2hs__text">{ru.a2hs.text}</p>
        {onInstall ? (
          <button
            type="button"
            className="sk-a2hs__button sk-a2hs__button--primary"
            onClick={onInstall}
          >
            {ru.a2hs.install}
          </button>
        ) : null}
        <InstallInstructions
          initial={detectInstallPlatform(navigator.userAgent, navigator.maxTouchPoints)}
        />
        <button type="button" className="sk-a2hs__button" onClick={onClose}>
          {ru.a2hs.dismiss}
        </button>
      </div>
    </BottomSheet>
  );
}
