import { plural } from './plural';

// Texts of the venue's policies screen: visit and refund rules as versioned PDFs (issue 25).
export const ruVenuePolicies = {
  title: 'Правила',
  loading: 'Загружаем правила…',
  error: 'Не удалось загрузить правила',
  intro: (owner: string, venues: number) =>
    `Правила организации «${owner}» действуют на ${venues === 1 ? 'её спортобъекте' : `всех её спортобъектах (${venues})`}. Покупатели соглашаются с текущей версией; каждый заказ хранит версию, с которой согласился покупатель.`,
  none: 'Документ ещё не загружен: покупатели не видят этих правил.',
  version: (n: number) => `Версия ${n}`,
  uploaded: (date: string, by: string | null) => `загружена ${date}${by ? `, ${by}` : ''}`,
  until: (date: string) => `действовала до ${date}`,
  orders: (n: number) =>
    n === 0
      ? 'Заказов с ней пока нет'
      : `${n} ${plural(n, ['заказ', 'заказа', 'заказов'])} с этой версией`,
  current: 'Текущая',
  open: 'Открыть',
  openFor: (title: string, version: number) => `Открыть «${title}», версия ${version}`,
  earlier: 'Прежние версии',
  uploadNew: 'Загрузить новую версию',
  uploadFor: (kind: string) => `Загрузить новую версию: ${kind.toLowerCase()}`,
  formTitle: (kind: string) => `Новая версия: ${kind.toLowerCase()}`,
  fieldTitle: 'Название документа',
  fieldFile: 'Файл PDF',
  fileHint: 'Не больше 10 МБ. Новая версия начнёт действовать для покупок сразу после загрузки.',
  upload: 'Загрузить',
  uploading: 'Загружаем…',
  cancel: 'Отмена',
  uploadDone: (kind: string, version: number) => `${kind}: загружена версия ${version}`,
} as const;
