import { Capacitor } from '@capacitor/core';
import { useEffect, useState } from 'react';
import { APP_BUILD } from '@sportkarta/contract/config/app';
import { ru } from '@/i18n/ru';
import { useVersion } from '@/lib/version';
import { applyNewVersion } from '../lib/new-version';
import { decideUpdate, toUpdatePlatform } from '../lib/update-decision';
import { LazyUpdateDialog as UpdateDialog } from './lazy-update-dialog';

interface UpdatePromptProps {
  /** Our own build; the contract's APP_BUILD (spec §1: 260) unless a test says otherwise. */
  appBuild?: number;
  /** While true (the onboarding is open) only a blocking prompt may appear. */
  deferOptional?: boolean;
  /** Lets the first-run layer hold back other popups while this one is on screen. */
  onOpenChange?: (open: boolean) => void;
}

/** spec §2.3 "Update-app prompt": when /v1/version reports a newer build than ours. */
export function UpdatePrompt({
  appBuild = APP_BUILD,
  deferOptional = false,
  onOpenChange,
}: UpdatePromptProps) {
  const { data } = useVersion();
  const [dismissed, setDismissed] = useState(false);
  const decision = data
    ? decideUpdate(data, appBuild, toUpdatePlatform(Capacitor.getPlatform()))
    : ({ kind: 'none' } as const);
  const open =
    decision.kind === 'required' || (decision.kind === 'optional' && !dismissed && !deferOptional);

  useEffect(() => {
    onOpenChange?.(open);
  }, [open, onOpenChange]);

  if (!open) return null;

  const required = decision.kind === 'required';
  return (
    <UpdateDialog
      title={required ? ru.appUpdate.requiredTitle : ru.appUpdate.title}
      text={
        required ? ru.appUpdate.requiredText(decision.version) : ru.appUpdate.text(decision.version)
      }
      onDismiss={required ? undefined : () => setDismissed(true)}
    >
      {decision.storeUrl ? (
        <a
          className="sk-button sk-button--block"
          href={decision.storeUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {ru.appUpdate.update}
        </a>
      ) : (
        // The web app has no store: it updates itself through the service worker / a reload.
        <button
          type="button"
          className="sk-button sk-button--block"
          onClick={() => void applyNewVersion()}
        >
          {ru.appUpdate.update}
        </button>
      )}
      {required ? null : (
        <button
          type="button"
          className="sk-button sk-button--ghost sk-button--block"
          onClick={() => setDismissed(true)}
        >
          {ru.appUpdate.later}
        </button>
      )}
    </UpdateDialog>
  );
}
