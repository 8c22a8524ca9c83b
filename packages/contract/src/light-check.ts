/**
 * issue 27: a response check without zod, for the few answers the first screen reads (news,
 * version, the signed-in person, the unread count). zod and the contract's schemas are ~25 KiB
 * of gzipped JS that the first screen would download and evaluate only to re-check answers the
 * server has already checked against the same schemas on the way out (its serializer compiler).
 * A light check covers what a screen relies on: each field's JSON type, nullability and
 * nesting. first-screen-checks.test.ts derives the same description from each zod schema, so a
 * check cannot drift from its schema. It has zod's `safeParse` shape, so the API client takes
 * either.
 */
export type LightType =
  | 'string'
  | 'number'
  | 'boolean'
  | { nullable: LightType }
  | { array: LightType }
  | { [field: string]: LightType };

export type LightResult<T> = { success: true; data: T } | { success: false; error: Error };

export interface LightCheck<T> {
  readonly type: LightType;
  safeParse(value: unknown): LightResult<T>;
  parse(value: unknown): T;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isWrapper<K extends 'nullable' | 'array'>(
  type: LightType,
  key: K,
): type is Record<K, LightType> {
  return typeof type === 'object' && Object.keys(type).length === 1 && key in type;
}

/** The path of the first mismatch, or null when `value` has the described type. */
export function lightMismatch(type: LightType, value: unknown, path = '$'): string | null {
  if (typeof type === 'string') return typeof value === type ? null : path;
  if (isWrapper(type, 'nullable')) {
    return value === null ? null : lightMismatch(type.nullable, value, path);
  }
  if (isWrapper(type, 'array')) {
    if (!Array.isArray(value)) return path;
    for (let i = 0; i < value.length; i += 1) {
      const found = lightMismatch(type.array, value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (!isRecord(value)) return path;
  for (const [field, fieldType] of Object.entries(type)) {
    const found = lightMismatch(fieldType, value[field], `${path}.${field}`);
    if (found) return found;
  }
  return null;
}

export function lightCheck<T>(type: LightType): LightCheck<T> {
  const safeParse = (value: unknown): LightResult<T> => {
    const mismatch = lightMismatch(type, value);
    return mismatch === null
      ? { success: true, data: value as T }
      : { success: false, error: new Error(`Неожиданный ответ сервера: поле ${mismatch}`) };
  };
  return {
    type,
    safeParse,
    parse(value) {
      const result = safeParse(value);
      if (!result.success) throw result.error;
      return result.data;
    },
  };
}
