import type { PackageEventKind, PackageFreeze } from '@sportkarta/contract/api/venue-packages';
import { plural } from './plural';

// Issue 25: a visitor's package at the front desk — the activation dialog
// (new-visits-activation-dialog) and the record of what happened to it
// (new-visitor-service-package-action-record).

const day = (iso: string) => iso.split('-').reverse().join('.');

export const ruStaffPackages = {
  activate: 'Активировать',
  activateAria: (title: string) => `Активировать: ${title}`,
  activateTitle: 'Активация абонемента',
  activateText: (title: string, holder: string) =>
    holder ? `«${title}», владелец — ${holder}.` : `«${title}».`,
  startDate: 'Начало действия',
  startHint: 'Сегодня или позже, по времени спортобъекта. До этого дня вход по абонементу закрыт.',
  activating: 'Активируем…',
  activated: (startsOn: string, today: string) =>
    startsOn === today
      ? 'Абонемент активирован с сегодняшнего дня'
      : `Абонемент активирован с ${day(startsOn)}`,
  pastDate: 'Дата начала уже прошла: выберите сегодня или позже',
  badDate: 'Укажите дату начала',
  startsOn: (startsOn: string) => `Действует с ${day(startsOn)}`,
  recordTitle: 'История абонемента',
  recordLoading: 'Загружаем историю…',
  recordError: 'Не удалось загрузить историю абонемента',
  recordEmpty: 'Пока ничего не происходило',
  eventLabel: {
    SOLD: 'Продан',
    ACTIVATED: 'Активирован',
    FROZEN: 'Заморожен',
    VISIT: 'Проход',
    REFUND_ASKED: 'Оформлен возврат',
    REFUNDED: 'Деньги возвращены',
  } satisfies Record<PackageEventKind, string>,
  from: (startsOn: string) => `с ${day(startsOn)}`,
  by: (who: string) => `— ${who}`,
  /** «Заморозка с 26.11.2026 по 09.12.2026, завершена досрочно 30.11.2026 · 4 дня» */
  freeze: (f: PackageFreeze) =>
    [
      `Заморозка с ${day(f.startsOn)} по ${day(f.endsOn)}`,
      f.endedOn ? `, завершена досрочно ${day(f.endedOn)}` : f.running ? ', идёт' : '',
      ` · ${f.days} ${plural(f.days, ['день', 'дня', 'дней'])}`,
    ].join(''),
};
