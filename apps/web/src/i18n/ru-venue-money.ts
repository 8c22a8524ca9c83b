import type { MoneyDifferenceKind } from '@sportkarta/contract/api/venue-money';
import type { PaymentProvider } from '@sportkarta/contract/enums';
import { plural } from './plural';

// Texts of the owner's money screen (issue 25, `partners-page`).
export const ruVenueMoney = {
  title: 'Деньги',
  intro:
    'Платежи организации за период: что собрал каждый эквайер, его комиссия, возвраты — наши данные рядом с отчётом эквайера и платежи, в которых они расходятся.',
  period: 'Период',
  from: 'Начало периода',
  to: 'Конец периода',
  loading: 'Сверяем с эквайерами…',
  error: 'Не удалось загрузить деньги организации',
  noProviders: 'Эквайер не подключён',
  noProvidersHint: 'Оплата картой в приложении выключена: сверять не с чем.',
  provider: { YOOKASSA: 'ЮKassa', SBERBANK: 'СберБанк' } satisfies Record<PaymentProvider, string>,
  totalsCaption: (provider: string) => `${provider}: наши данные и отчёт эквайера`,
  ours: 'У нас',
  reported: 'У эквайера',
  rows: {
    payments: 'Платежей',
    collected: 'Собрано',
    refunded: 'Возвраты',
    fee: 'Комиссия',
    net: 'К зачислению',
  },
  noValue: '—',
  feeFromConfig: 'Комиссия посчитана по ставке из настроек: реестр СберБанка её не сообщает.',
  differences: 'Расхождения',
  noDifferences: 'Расхождений нет',
  differencesCount: (n: number) => `${n} ${plural(n, ['платёж', 'платежа', 'платежей'])}`,
  kind: {
    ONLY_OURS: 'Оплачен у нас, у эквайера нет',
    ONLY_PROVIDER: 'Есть у эквайера, у нас нет',
    AMOUNT: 'Суммы расходятся',
    REFUNDED: 'Возвраты расходятся',
  } satisfies Record<MoneyDifferenceKind, string>,
  order: (n: number | null) => (n === null ? 'Заказа у нас нет' : `Заказ № ${n}`),
  paymentId: (id: string) => `Платёж эквайера ${id}`,
  sums: (amount: string, refunded: string) => `${amount}, возвращено ${refunded}`,
};
