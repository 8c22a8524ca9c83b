// Every query of this feature lives under 'notifications' (spec §4: reset at sign-in).
export const NOTIFICATIONS_KEY = 'notifications';
export const notificationsListKey = [NOTIFICATIONS_KEY, 'list'] as const;
export const unreadCountKey = [NOTIFICATIONS_KEY, 'count'] as const;
/** The service of spec §7.1 Notifications. */
export const NOTIFY_BASE = '/service/v1/notify';
