// Issue 14: the Russian texts of a person's own events — refusals and what the registered are told.

export const USER_EVENT_MESSAGES = {
  notFound: 'Событие не найдено',
  notAuthor: 'Изменить или отменить событие может только его организатор',
  sportNotFound: 'Такого вида спорта нет',
  sportNotAtVenue: 'На этой площадке нет такого вида спорта',
  startPast: 'Время начала уже прошло',
  tooFar: 'Событие можно назначить не дальше чем на год вперёд',
  tooMany: (max: number) => `Можно вести не больше ${max} предстоящих событий`,
  belowTaken: (taken: number) => `Мест не может быть меньше, чем уже записалось: ${taken}`,
  canceled: 'Событие отменено',
  started: 'Событие уже началось',
  alreadyCanceled: 'Событие уже отменено',
  authorRegisters: 'Вы организатор этого события: записываться не нужно',
  notRegistered: 'Вы не записаны на это событие',
} as const;

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** «чт, 26 ноября, 19:00–21:00» in the venue's zone, as the app writes an event's time. */
export function formatWhen(startsAt: Date, endsAt: Date, timeZone: string): string {
  let f = whenFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('ru-RU', {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    whenFormats.set(timeZone, f);
  }
  return f.formatRange(startsAt, endsAt);
}

export function changedText(
  name: string,
  when: string,
  venue: string,
): { title: string; body: string } {
  return {
    title: 'Событие изменилось',
    body: `«${name}» теперь: ${when}, ${venue}.`,
  };
}

export function canceledText(name: string, when: string, reason: string | undefined) {
  return {
    title: 'Событие отменено',
    body: `Организатор отменил «${name}» (${when}).${reason ? ` Причина: ${reason}` : ''}`,
  };
}
