import type { GeocoderResponse } from '@sportkarta/contract/api/geocoder';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../errors';
import { createDgisGeocoder, DGIS_MESSAGES } from '../../integrations/geocoder/dgis';
import {
  GeocoderUnavailableError,
  type GeoPoint,
  type Geocoder,
} from '../../integrations/geocoder/types';
import { createGazetteerGeocoder } from './gazetteer';

/** 2GIS when a key is configured, the built-in gazetteer otherwise (issue 4 "API"). */
export function createGeocoder(config: AppConfig, db: Db, clock: Clock): Geocoder {
  if (config.dgis.key)
    return createDgisGeocoder({ apiUrl: config.dgis.apiUrl, key: config.dgis.key });
  return createGazetteerGeocoder(db, clock);
}

/** "lon,lat" as 2GIS writes it (the contract checked the format and the ranges). */
export function parseLocation(raw: string | undefined): GeoPoint | null {
  if (!raw) return null;
  const [lon = NaN, lat = NaN] = raw.split(',').map(Number);
  return { lat, lon };
}

/** A provider failure is a 502 with a Russian message; its details go to the log. */
export async function answer(
  run: () => Promise<GeocoderResponse>,
  log: (err: unknown) => void,
): Promise<GeocoderResponse> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof GeocoderUnavailableError)) throw err;
    log(err);
    throw new HttpError('SERVICE_UNAVAILABLE', DGIS_MESSAGES.unavailable, 502);
  }
}
