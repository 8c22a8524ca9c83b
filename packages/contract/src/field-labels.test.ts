import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as agreements from './api/agreements';
import * as applications from './api/applications';
import * as auth from './api/auth';
import * as children from './api/children';
import * as creations from './api/creations';
import * as events from './api/events';
import * as friends from './api/friends';
import * as geocoder from './api/geocoder';
import * as map from './api/map';
import * as notifications from './api/notifications';
import * as permitDocs from './api/permit-docs';
import * as places from './api/places';
import * as profileForms from './api/profile-forms';
import * as purchasesCalendar from './api/purchases-calendar';
import * as sberid from './api/sberid';
import * as support from './api/support';
import * as tax from './api/tax';
import * as user from './api/user';
import * as userEvents from './api/user-events';
import * as checkIn from './api/check-in';
import * as venueCatalogue from './api/venue-catalogue';
import * as venueDesk from './api/venue-desk';
import * as venueReports from './api/venue-reports';
import * as venueMoney from './api/venue-money';
import * as venuePlaces from './api/venue-places';
import * as venueSeries from './api/venue-series';
import * as venueSessions from './api/venue-sessions';
import * as venueStaff from './api/venue-staff';
import { FIELD_LABELS, fieldLabel, validationErrorMessage } from './field-labels';

const REQUEST_SCHEMA = /(Query|Params|Request|Input|Body|Update|Form)Schema$/;

/** Every object key reachable in a schema (through arrays, unions, optionals, pipes). */
function keysOf(schema: z.ZodType, out = new Set<string>()): Set<string> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = (s: unknown) => keysOf(s as z.ZodType, out);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        out.add(key);
        inner(value);
      }
      break;
    case 'array':
      inner(def.element);
      break;
    case 'union':
      (def.options as z.ZodType[]).forEach(inner);
      break;
    case 'pipe':
      inner(def.in);
      inner(def.out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      inner(def.innerType);
      break;
  }
  return out;
}

describe('field labels', () => {
  const modules = {
    agreements,
    applications,
    auth,
    children,
    creations,
    events,
    friends,
    geocoder,
    map,
    notifications,
    permitDocs,
    places,
    profileForms,
    purchasesCalendar,
    sberid,
    support,
    tax,
    user,
    userEvents,
    checkIn,
    venueCatalogue,
    venueDesk,
    venueReports,
    venueMoney,
    venuePlaces,
    venueSeries,
    venueSessions,
    venueStaff,
  };
  const requestSchemas = Object.values(modules).flatMap((m) =>
    Object.entries(m).filter(([name]) => REQUEST_SCHEMA.test(name)),
  );

  it('finds the request schemas', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
  });

  it.each(requestSchemas)('every field of %s has a Russian label', (_name, schema) => {
    for (const key of keysOf(schema as z.ZodType)) {
      expect(fieldLabel([key]), key).toMatch(/^[А-ЯЁ]/);
    }
  });

  it.each(places.PLACE_FILTER_FIELDS)('the place filter %s has a Russian label', (field) => {
    expect(fieldLabel([field]), field).toMatch(/^[А-ЯЁ]/);
  });

  it('names an item of a filter list by its field when given the input', () => {
    const body = [
      { field: 'query', values: [] },
      { field: 'benefits', values: ['x'] },
    ];
    expect(fieldLabel(['1', 'values', '0'], body)).toBe('Льготы');
    expect(fieldLabel([0, 'field'], body)).toBe('Поиск');
    expect(fieldLabel([1, 'values', 0])).toBe('Значения фильтра');
    expect(fieldLabel([0, 'field'], [{ field: 'colour' }])).toBe('Фильтр');
  });

  it('names the innermost known field, skipping list positions', () => {
    expect(fieldLabel(['agreements', 0, 'version'])).toBe('Версия соглашения');
    expect(fieldLabel(['user', 'firstName'])).toBe(FIELD_LABELS.firstName);
    expect(fieldLabel(['user', 'unknown'])).toBe('Данные профиля');
    expect(fieldLabel(['toString'])).toBeUndefined();
    expect(fieldLabel([])).toBeUndefined();
  });

  it('builds one message shape', () => {
    expect(validationErrorMessage({ path: ['firstName'], message: 'Поле обязательно' })).toBe(
      'Проверьте правильность заполнения полей. Поле «Имя»: Поле обязательно',
    );
    expect(validationErrorMessage({ path: [], message: 'Неверный формат' }, 'body')).toBe(
      'Проверьте правильность заполнения полей. Тело запроса: Неверный формат',
    );
    expect(validationErrorMessage({ path: ['x'] })).toBe(
      'Проверьте правильность заполнения полей. Запрос: некорректное значение',
    );
    expect(validationErrorMessage(undefined)).toBe('Проверьте правильность заполнения полей');
  });
});
