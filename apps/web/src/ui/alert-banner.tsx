import { IonIcon } from '@ionic/react';
import { alertCircle, checkmarkCircle, informationCircle, warning } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { ru } from '@/i18n/ru';
import './ui.css';
import './alert-banner.css';

export type AlertBannerType = 'error' | 'info' | 'success' | 'warning';

export interface AlertBannerProps {
  type: AlertBannerType;
  title?: string;
  children?: ReactNode;
}

const ICONS: Record<AlertBannerType, string> = {
  error: alertCircle,
  info: informationCircle,
  success: checkmarkCircle,
  warning: warning,
};

const LABELS: Record<AlertBannerType, string> = {
  error: ru.ui.alertError,
  info: ru.ui.alertInfo,
  success: ru.ui.alertSuccess,
  warning: ru.ui.alertWarning,
};

/**
 * Inline banner of spec §2.3 (error, info, success, warning). Errors and warnings interrupt a
 * screen reader (role alert); info and success wait politely (role status).
 */
export function AlertBanner({ type, title, children }: AlertBannerProps) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div className={`sk-alert sk-alert--${type}`} role={urgent ? 'alert' : 'status'}>
      <IonIcon className="sk-alert__icon" icon={ICONS[type]} aria-hidden="true" />
      <div className="sk-alert__body">
        <span className="sk-visually-hidden">{LABELS[type]}: </span>
        {title ? <p className="sk-alert__title">{title}</p> : null}
        {children ? <div className="sk-alert__text">{children}</div> : null}
      </div>
    </div>
  );
}
