import { Clipboard } from '@capacitor/clipboard';
import { useId } from 'react';
import { ru } from '@/i18n/ru';
import { ruFriends as t } from '@/i18n/ru-friends';
import { BottomSheet } from '@/ui/bottom-sheet';
import { QrImage } from '@/ui/qr-image';
import { showToast } from '@/ui/toast/toast-bus';
import '@/ui/field.css';
import { useFriendSettings, useRenewInviteCode } from '../api/friend-settings';
import { inviteUrl } from '../model/invite-url';

const TOAST_KEY = 'friends-invite';

/** Web Share where the browser (or the packaged app's web view) has it. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * «Пригласить друга»: my invite link to copy or share, its QR code to show, and «Заменить
 * ссылку», which kills the old one (someone unwanted got it).
 */
export function InviteSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useFriendSettings(open);
  const renew = useRenewInviteCode();
  const linkId = useId();
  const url = settings.data ? inviteUrl(settings.data.invitePath) : null;

  const copy = async () => {
    if (!url) return;
    try {
      await Clipboard.write({ string: url });
      showToast({ type: 'success', message: t.inviteCopied, key: TOAST_KEY });
    } catch {
      showToast({ type: 'error', message: t.inviteCopyFailed, key: TOAST_KEY });
    }
  };
  const share = async () => {
    if (!url) return;
    try {
      await navigator.share({ title: t.inviteShareTitle, text: t.inviteShareText, url });
    } catch {
      // Closed without sharing: nothing to tell.
    }
  };
  const renewLink = () =>
    renew.mutate(undefined, {
      onSuccess: () => showToast({ type: 'success', message: t.inviteRenewed, key: TOAST_KEY }),
      onError: (error) => showToast({ type: 'error', message: error.message, key: TOAST_KEY }),
    });

  return (
    <BottomSheet open={open} onClose={onClose} title={t.inviteTitle}>
      <div className="sk-invite">
        <p className="sk-invite__hint">{t.inviteHint}</p>
        {settings.isError ? (
          <p role="alert">{settings.error.message || t.inviteLoadError}</p>
        ) : !url ? (
          <p aria-busy="true">{ru.app.loading}</p>
        ) : (
          <>
            <QrImage token={url} alt={t.inviteQrAlt} />
            <label className="sk-field sk-invite__field" htmlFor={linkId}>
              <span className="sk-field__label">{t.inviteLinkLabel}</span>
              <input
                id={linkId}
                className="sk-field__input sk-focusable"
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
              />
            </label>
            <div className="sk-invite__actions">
              <button type="button" className="sk-button" onClick={() => void copy()}>
                {t.inviteCopy}
              </button>
              {canShare() ? (
                <button
                  type="button"
                  className="sk-button sk-button--secondary"
                  onClick={() => void share()}
                >
                  {t.inviteShare}
                </button>
              ) : null}
            </div>
            <button
              type="button"
              className="sk-button sk-button--ghost sk-button--block"
              disabled={renew.isPending}
              aria-describedby={`${linkId}-renew`}
              onClick={renewLink}
            >
              {t.inviteRenew}
            </button>
            <p id={`${linkId}-renew`} className="sk-invite__note">
              {t.inviteRenewHint}
            </p>
          </>
        )}
      </div>
    </BottomSheet>
  );
}
