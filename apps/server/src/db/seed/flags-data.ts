import type { FeatureFlag } from '@sportkarta/contract/api/toggles';

export interface FlagSeed {
  enabled: boolean;
  description: string;
}

/**
 * Initial state of every flag spec §2.3 names. Typed as a Record over FeatureFlag so a flag
 * added to the contract without a row here fails the typecheck. Defaults: the product's
 * features are on (the venue staff's audit log and its filters too: they change nothing for
 * visitors); the admin-side experiments are off; the two "ignore-*" kill switches are off
 * (when on they turn reporting / the map off).
 */
export const FLAG_SEEDS: Record<FeatureFlag, FlagSeed> = {
  'site-generation-settings': {
    enabled: false,
    description: 'Настройки генерации сайта спортобъекта (экспериментальная функция кабинета)',
  },
  'custom-payment-methods': {
    enabled: false,
    description: 'Собственные способы оплаты спортобъекта помимо банковской карты',
  },
  'role-selection-page': {
    enabled: true,
    description: 'Страница выбора роли после входа, если у пользователя их несколько',
  },
  'mobile-payment-sberbank': {
    enabled: true,
    description: 'Оплата через эквайринг Сбербанка в мобильном приложении',
  },
  'sports-page': { enabled: true, description: 'Страница видов спорта' },
  'dictionaries-tab': { enabled: true, description: 'Вкладка справочников в кабинете' },
  'sections-page': { enabled: true, description: 'Страница спортивных секций и записи в них' },
  'audit-page': { enabled: true, description: 'Журнал действий (аудит)' },
  'audit-filters-page': { enabled: true, description: 'Фильтры журнала действий (аудита)' },
  'new-settings-page': { enabled: true, description: 'Новая страница настроек профиля' },
  'new-visits-activation-dialog': {
    enabled: true,
    description: 'Новый диалог активации посещений по билету или абонементу',
  },
  'new-mentors-page': { enabled: true, description: 'Новая страница тренеров' },
  'new-visitor-service-package-action-record': {
    enabled: true,
    description: 'Новая запись действий посетителя с абонементом (заморозка, продление)',
  },
  'partners-page': { enabled: true, description: 'Страница партнёров' },
  'new-services-sections-packages': {
    enabled: true,
    description: 'Новый каталог услуг, секций и абонементов спортобъекта',
  },
  'ignore-reporting': {
    enabled: false,
    description: 'Отключить отправку ошибок приложения в аналитику',
  },
  'mobile-refund': {
    enabled: true,
    description: 'Оформление возврата покупки из мобильного приложения',
  },
  'new-reports-page': { enabled: true, description: 'Новая страница отчётов' },
  'ignore-map': {
    enabled: false,
    description: 'Скрыть карту и показывать спортобъекты только списком',
  },
  'ignore-demo-login': {
    enabled: false,
    description:
      'Скрыть кнопку «Демо-вход» (сервер включает флаг сам, когда демо-вход выключен: DEMO_LOGIN=false)',
  },
};
