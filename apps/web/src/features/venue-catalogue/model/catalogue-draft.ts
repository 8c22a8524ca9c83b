import type { z } from 'zod';
import {
  CreateEventRequestSchema,
  CreatePackageRequestSchema,
  CreateRateRequestSchema,
  CreateServiceRequestSchema,
  UpdateEventRequestSchema,
  UpdatePackageRequestSchema,
  UpdateRateRequestSchema,
  UpdateServiceRequestSchema,
  type CatalogueEvent,
  type CataloguePackage,
  type CatalogueRate,
  type CatalogueService,
} from '@sportkarta/contract/api/venue-catalogue';
import { ruVenueCatalogue as t } from '@/i18n/ru-venue-catalogue';
import {
  audienceValues,
  EMPTY_EXTRAS,
  extrasErrors,
  extrasOfItem,
  quotaValues,
  sameValue,
  text,
  whole,
  type ExtrasDraft,
} from './catalogue-extras';
import { kopecks, rublesText } from '@/lib/rubles';

// Issue 25: the catalogue's forms as drafts (text as typed), read through the contract's own
// schemas so a field shows the very message the server would answer. Prices are typed in
// roubles and sent in kopecks; a change sends only the fields that differ from the item.

export type CatalogueKind = 'events' | 'services' | 'packages';
export type CatalogueItem = CatalogueEvent | CatalogueService | CataloguePackage;

/** Every field of the catalogue's forms; each form shows its own. */
export interface CatalogueDraft extends ExtrasDraft {
  placeId: string;
  name: string;
  description: string;
  serviceType: string;
  /** Roubles as typed: «700», «700,50». */
  priceKopecks: string;
  durationMinutes: string;
  dayRule: string;
  // a rate (a package is created with its first one)
  category: string;
  /** Roubles as typed. */
  costKopecks: string;
  term: string;
  manualTermDays: string;
  /** Empty: unlimited within the term. */
  visits: string;
  freezeDays: string;
  freezeTimes: string;
}

export type DraftField = keyof CatalogueDraft;
export type DraftErrors = Partial<Record<DraftField | 'form', string>>;
export type DraftRead<T> = { ok: true; body: T } | { ok: false; errors: DraftErrors };

const EMPTY: CatalogueDraft = {
  placeId: '',
  name: '',
  description: '',
  serviceType: 'COMMERCIAL',
  priceKopecks: '',
  durationMinutes: '60',
  dayRule: 'ANY_DAY',
  category: '',
  costKopecks: '',
  term: 'MONTH',
  manualTermDays: '',
  visits: '',
  freezeDays: '0',
  freezeTimes: '0',
  ...EMPTY_EXTRAS,
};

/** A new item's draft: the venue's first place (a package: any place). */
export const newDraft = (kind: CatalogueKind, firstPlaceId?: number): CatalogueDraft => ({
  ...EMPTY,
  placeId: kind === 'packages' || firstPlaceId === undefined ? '' : String(firstPlaceId),
});

/** An item's fields as its edit form starts (its sales moment on the venue's clock). */
export function draftOfItem(item: CatalogueItem, timeZone: string): CatalogueDraft {
  const d: CatalogueDraft = {
    ...EMPTY,
    ...extrasOfItem(item, timeZone),
    placeId: text(item.placeId),
    name: item.name,
    description: item.description,
  };
  if ('dayRule' in item) d.dayRule = item.dayRule;
  if ('serviceType' in item) {
    d.serviceType = item.serviceType;
    d.priceKopecks = rublesText(item.priceKopecks);
    d.durationMinutes = text(item.durationMinutes);
  }
  return d;
}

/** A rate's fields as its edit form starts. */
export const draftOfRate = (r: CatalogueRate): CatalogueDraft => ({
  ...EMPTY,
  category: r.category,
  costKopecks: rublesText(r.costKopecks),
  term: r.term,
  manualTermDays: text(r.manualTermDays),
  visits: text(r.visits),
  freezeDays: String(r.freezeDays),
  freezeTimes: String(r.freezeTimes),
});

function itemValues(kind: CatalogueKind, d: CatalogueDraft, timeZone: string) {
  const common = {
    placeId: whole(d.placeId, kind === 'packages' ? null : undefined),
    name: d.name.trim(),
    description: d.description.trim(),
    ...audienceValues(d, timeZone),
  };
  if (kind === 'packages') return { ...common, dayRule: d.dayRule };
  const priced = { ...common, serviceType: d.serviceType, priceKopecks: kopecks(d.priceKopecks) };
  return kind === 'events'
    ? { ...priced, durationMinutes: whole(d.durationMinutes, undefined) }
    : { ...priced, dayRule: d.dayRule, ...quotaValues(d) };
}

const rateValues = (d: CatalogueDraft) => ({
  category: d.category.trim(),
  costKopecks: kopecks(d.costKopecks),
  term: d.term,
  manualTermDays: d.term === 'MANUAL_DAYS' ? whole(d.manualTermDays, null) : null,
  visits: whole(d.visits, null),
  freezeDays: whole(d.freezeDays, undefined),
  freezeTimes: whole(d.freezeTimes, undefined),
});

/** Roubles that do not read as a price: the form's own words, over the schema's. */
function rublesErrors(d: CatalogueDraft, fields: readonly ('priceKopecks' | 'costKopecks')[]) {
  const out: DraftErrors = {};
  for (const f of fields) if (Number.isNaN(kopecks(d[f]))) out[f] = t.notRubles;
  return out;
}

/** An item's own messages: its price (not a package's) and the fields of catalogue-extras. */
const itemErrors = (kind: CatalogueKind, d: CatalogueDraft, timeZone: string): DraftErrors => ({
  ...extrasErrors(d, timeZone),
  ...(kind === 'packages' ? {} : rublesErrors(d, ['priceKopecks'])),
});

function read<S extends z.ZodType>(
  schema: S,
  value: unknown,
  extra: DraftErrors = {},
): DraftRead<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success && Object.keys(extra).length === 0) return { ok: true, body: parsed.data };
  const errors: DraftErrors = { ...extra };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    // A package's first rate answers at ['rates', 0, field]: the rate's fields are the form's.
    const head = issue.path[0] === 'rates' ? issue.path[2] : issue.path[0];
    const field = typeof head === 'string' && head in EMPTY ? (head as DraftField) : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Only what differs from the item as it is (a PATCH writes exactly those fields). */
function changes(values: Record<string, unknown>, item: object): Record<string, unknown> {
  const was = item as Record<string, unknown>;
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => !sameValue(k, v, was[k])));
}

type Out<S extends z.ZodType> = DraftRead<z.output<S>>;
interface CreateSchemas {
  events: typeof CreateEventRequestSchema;
  services: typeof CreateServiceRequestSchema;
  packages: typeof CreatePackageRequestSchema;
}
interface UpdateSchemas {
  events: typeof UpdateEventRequestSchema;
  services: typeof UpdateServiceRequestSchema;
  packages: typeof UpdatePackageRequestSchema;
}

// The casts below name what the kind picks: TypeScript does not narrow K from `kind`.

/** A new item's request (a package with its first rate), or each wrong field's message. */
export function readCreate<K extends CatalogueKind>(
  kind: K,
  d: CatalogueDraft,
  key: string,
  timeZone: string,
): Out<CreateSchemas[K]> {
  const value = { idempotencyKey: key, ...itemValues(kind, d, timeZone) };
  const extra = itemErrors(kind, d, timeZone);
  const read_ =
    kind === 'packages'
      ? read(
          CreatePackageRequestSchema,
          { ...value, rates: [rateValues(d)] },
          { ...extra, ...rublesErrors(d, ['costKopecks']) },
        )
      : read(
          kind === 'events' ? CreateEventRequestSchema : CreateServiceRequestSchema,
          value,
          extra,
        );
  return read_ as Out<CreateSchemas[K]>;
}

/** An item's change: the fields that differ, or each wrong field's message. */
export function readItemChange<K extends CatalogueKind>(
  kind: K,
  d: CatalogueDraft,
  item: CatalogueItem,
  timeZone: string,
): Out<UpdateSchemas[K]> {
  const changed = changes(itemValues(kind, d, timeZone), item);
  const extra = itemErrors(kind, d, timeZone);
  const read_ =
    kind === 'packages'
      ? read(UpdatePackageRequestSchema, changed, extra)
      : read(
          kind === 'events' ? UpdateEventRequestSchema : UpdateServiceRequestSchema,
          changed,
          extra,
        );
  return read_ as Out<UpdateSchemas[K]>;
}

/** A new rate of a package. */
export const readRateCreate = (d: CatalogueDraft) =>
  read(CreateRateRequestSchema, rateValues(d), rublesErrors(d, ['costKopecks']));

/** A rate's change: the fields that differ. */
export const readRateChange = (d: CatalogueDraft, rate: CatalogueRate) =>
  read(UpdateRateRequestSchema, changes(rateValues(d), rate), rublesErrors(d, ['costKopecks']));
