import { useEffect } from 'react';
import { Capacitor } from '@capacitor/core';
import { useNavigate } from 'react-router-dom';

/**
 * In the packaged app: deep links and Android's back button (./native-links.ts). That module
 * and its plugins load only there: the web's first screen does not carry them.
 */
export function AppLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!Capacitor.isNativePlatform()) return;
    const listeners = import('./native-links').then((m) => m.listenNative(navigate));
    return () => {
      void listeners.then((all) => all.forEach((l) => void l.remove()));
    };
  }, [navigate]);
  return null;
}
