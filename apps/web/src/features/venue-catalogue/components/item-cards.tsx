import type { ReactNode } from 'react';
import { formatRub } from '@sportkarta/contract/config/formats';
import { targetGroupLabel } from '@sportkarta/contract/labels';
import {
  CATALOGUE_STATUS_LABELS,
  type CatalogueEvent,
  type CatalogueService,
  type CatalogueStatus,
  type VenueCatalogue,
} from '@sportkarta/contract/api/venue-catalogue';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';
import { messageOf } from '@/lib/api-error';
import { dateIn, timeIn } from '@/lib/zoned-format';
import { showToast } from '@/ui/toast/toast-bus';
import { useUpdateEvent, useUpdatePackage, useUpdateService } from '../api/staff-catalogue';
import type { CatalogueKind } from '../model/catalogue-draft';
import { ActionButton, type CardActions } from './card-parts';

// Issue 25: the catalogue's cards — what each item is, its price, whether it is on sale; its
// change and its withdrawal from sale (and back), each button named with the item for a
// screen reader and waiting while its request is on the way.

const price = (kopecks: number) => formatRub(kopecks, { free: true });
const line = (parts: readonly (string | null | undefined | false)[]) =>
  parts.filter(Boolean).join(' · ');

/** «Возраст от 6 до 12 лет · Только для себя · Продажи с 1 декабря 2026, 10:00» (venue's clock). */
function whoAndWhen(
  i: Pick<CatalogueEvent, 'audience' | 'targetGroup' | 'ageFrom' | 'ageTo' | 'salesOpenAt'>,
  timeZone: string,
) {
  const at = i.salesOpenAt;
  return line([
    i.targetGroup !== 'ALL' && targetGroupLabel(i.targetGroup, { from: i.ageFrom, to: i.ageTo }),
    i.audience === 'ONLY_USER' && t.audiences.ONLY_USER,
    // The moment in one piece: a narrow card wraps before it, never inside «1 марта».
    at !== null &&
      t.salesFrom(`${dateIn(at, timeZone)}, ${timeIn(at, timeZone)}`.replace(/ /g, '\u00a0')),
  ]);
}

/** «1 посещение по билету · до 200 билетов в день · до 4 в день на человека» */
const quotas = (s: CatalogueService) =>
  line([
    t.ticketVisits(s.visitQuota),
    s.dailyCapacity !== null && t.dailyCapacity(s.dailyCapacity),
    t.perPerson(s.perPersonDailyLimit),
  ]);

/** ACTIVE ⇄ ARCHIVED of one item: one request at a time, the answer as a toast. */
function useStatusToggle(complexId: number, kind: CatalogueKind, id: number, name: string) {
  const writes = {
    events: useUpdateEvent(complexId),
    services: useUpdateService(complexId),
    packages: useUpdatePackage(complexId),
  };
  const write = writes[kind];
  const toggle = (status: CatalogueStatus) => {
    const next: CatalogueStatus = status === 'ACTIVE' ? 'ARCHIVED' : 'ACTIVE';
    write.mutate(
      { id, body: { status: next } },
      {
        onSuccess: () =>
          showToast({
            type: 'success',
            message: next === 'ARCHIVED' ? t.archived(name) : t.unarchived(name),
          }),
        onError: (e) => showToast({ type: 'error', message: messageOf(e) }),
      },
    );
  };
  return { toggle, busy: write.isPending };
}

export function ItemCard(p: {
  complexId: number;
  kind: CatalogueKind;
  item: { id: number; name: string; description: string; status: CatalogueStatus };
  lines: readonly string[];
  actions: CardActions;
  children?: ReactNode;
}) {
  const { item } = p;
  const status = useStatusToggle(p.complexId, p.kind, item.id, item.name);
  const active = item.status === 'ACTIVE';
  return (
    <li className={`sk-staff-card${active ? '' : ' sk-catalogue-card--archived'}`}>
      <span className="sk-staff-card__head">
        <span className="sk-staff-card__title">{item.name}</span>
        <span className={`sk-staff-badge${active ? ' sk-staff-badge--ok' : ''}`}>
          {CATALOGUE_STATUS_LABELS[item.status]}
        </span>
      </span>
      {p.lines.filter(Boolean).map((l) => (
        <span key={l} className="sk-staff-card__line">
          {l}
        </span>
      ))}
      {item.description ? (
        <span className="sk-staff-card__line sk-catalogue-description">{item.description}</span>
      ) : null}
      <span className="sk-staff-card__actions">
        <ActionButton
          label={t.edit}
          of={item.name}
          disabled={status.busy}
          onClick={p.actions.onEdit}
        />
        <ActionButton
          label={active ? t.archive : t.unarchive}
          of={item.name}
          disabled={status.busy}
          danger={active}
          onClick={() => status.toggle(item.status)}
        />
      </span>
      {p.children}
    </li>
  );
}

/** One card per item of a kind: the item, its lines, a package's rates. */
export function cardsOf(kind: CatalogueKind, c: VenueCatalogue) {
  const places = new Map(c.places.map((x) => [x.id, x.name]));
  const at = (id: number | null) => (id === null ? t.anyPlace : places.get(id));
  if (kind === 'events')
    return c.events.map((e) => ({
      item: e,
      lines: [
        line([price(e.priceKopecks), t.minutes(e.durationMinutes), at(e.placeId)]),
        line([t.serviceTypes[e.serviceType], t.upcoming(e.upcomingSessions)]),
        whoAndWhen(e, c.timeZone),
      ],
    }));
  if (kind === 'services')
    return c.services.map((s) => ({
      item: s,
      lines: [
        line([price(s.priceKopecks), at(s.placeId)]),
        line([t.serviceTypes[s.serviceType], t.dayRules[s.dayRule]]),
        quotas(s),
        whoAndWhen(s, c.timeZone),
      ],
    }));
  return c.packages.map((k) => ({
    item: k,
    pkg: k,
    lines: [
      line([
        at(k.placeId),
        t.dayRules[k.dayRule],
        k.kind === 'SERVICE_PACKAGE_SECTION' && t.sectionPackage,
      ]),
      whoAndWhen(k, c.timeZone),
    ],
  }));
}
