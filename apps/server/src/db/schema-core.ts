import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Unleash-style variant stored per flag (integrations.md §5). */
export interface StoredVariant {
  name: string;
  enabled: boolean;
  payload?: { type: 'json' | 'csv' | 'string' | 'number'; value: string };
}

/** Every flag spec §2.3 names; GET /v1/unleash/toggles lists the enabled ones. */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  description: text('description').notNull(),
  impressionData: boolean('impression_data').notNull().default(false),
  variant: jsonb('variant').$type<StoredVariant>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The single current release the update prompt compares with (spec §1: 1.8.4 build 260). */
export const appRelease = pgTable(
  'app_release',
  {
    id: smallint('id').primaryKey().default(1),
    version: text('version').notNull(),
    build: integer('build').notNull(),
    minSupportedBuild: integer('min_supported_build').notNull(),
    iosUrl: text('ios_url').notNull(),
    androidUrl: text('android_url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One row only: "the current release" is a singleton, not a history.
  (t) => [check('app_release_single_row', sql`${t.id} = 1`)],
);

export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    summary: text('summary').notNull(),
    text: text('text').notNull(),
    image: text('image').notNull(),
    imageAlt: text('image_alt').notNull(),
  },
  (t) => [index('news_published_on_idx').on(t.publishedOn)],
);

/** Moscow's administrative okrugs (districts.json). */
export const okrugs = pgTable('okrugs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: text('id').primaryKey(),
    okrugId: text('okrug_id')
      .notNull()
      .references(() => okrugs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('districts_okrug_idx').on(t.okrugId)],
);

/** favouriteCategories.json — the sports the filters offer (spec §3 Category). */
export const sportCategories = pgTable('sport_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  checked: boolean('checked').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Per-key request counters of fixed windows. Kept in PostgreSQL, not in memory, so N
 * stateless API processes share one limit (DESIGN.md "Growing past one machine").
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// ---- Accounts (issue 3): people, sessions, login codes, children, agreements, support ----

/**
 * A person. `phone` (E.164, +7…) and `sberSub` identify them for sign-in; both unique among
 * rows that have them. Deleting an account keeps a tombstone (id, deleted_at) with every
 * personal field cleared, so later rows that point at the id (orders) stay consistent.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone'),
    sberSub: text('sber_sub'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    middleName: text('middle_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    email: text('email'),
    inn: text('inn'),
    /** Random token of the photo file under DATA_DIR/uploads/photos (never a guessable id). */
    photo: text('photo'),
    loginMethod: text('login_method').notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_sber_sub_key').on(t.sberSub),
    check('users_gender_check', sql`${t.gender} in ('M', 'F')`),
  ],
);

/** A signed-in device. The JWT carries the id; revoking the row ends the session (spec §8 401). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sign-in this session descends from (a renewal keeps it): the SESSION_MAX_DAYS cap. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One-time sign-in codes (integrations.md §7): only a hash is stored; the newest row of a phone
 * is the only valid code. Rows double as the send log the per-phone and per-IP limits count.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip').notNull(),
  },
  (t) => [
    index('login_codes_phone_idx').on(t.phone, t.createdAt),
    index('login_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Outbox of the SMS.ru emulator (embedded mode): what a real gateway would have delivered. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    smsId: text('sms_id').notNull(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_phone_idx').on(t.phone, t.createdAt)],
);

/** spec §3 Child: levelTraining is always AMATEUR. */
export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    levelTraining: text('level_training').notNull().default('AMATEUR'),
    photo: text('photo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Removed by the parent (issue 28): hidden, kept for the money records that name it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('children_parent_idx').on(t.parentId, t.createdAt),
    check('children_gender_check', sql`${t.gender} in ('M', 'F')`),
    check('children_level_check', sql`${t.levelTraining} = 'AMATEUR'`),
  ],
);

/** Published versions of CONSENT and TERMS_OF_USE; the highest version of a kind is current. */
export const agreements = pgTable(
  'agreements',
  {
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    url: text('url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.version] }),
    check('agreements_kind_check', sql`${t.kind} in ('CONSENT', 'TERMS_OF_USE')`),
  ],
);

/** Which version of which agreement a person accepted, and when. */
export const userAgreements = pgTable(
  'user_agreements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreement: text('agreement').notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agreement, t.version] })],
);

/** PUT /v1/userrequest: a person's message to support. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    contact: text('contact'),
    /** received → in_progress → answered, moved by support (issue 28). */
    status: text('status').notNull().default('received'),
    topic: text('topic').notNull().default('OTHER'),
    /** The order it is about; references orders(id) on delete set null (migration 0020 — not
     * declared here: schema-orders imports this file). */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_requests_user_idx').on(t.userId, t.createdAt),
    check(
      'support_requests_topic_check',
      sql`${t.topic} in ('PURCHASE', 'REFUND', 'ACCOUNT', 'VENUE', 'APP', 'OTHER')`,
    ),
    check(
      'support_requests_status_check',
      sql`${t.status} in ('received', 'in_progress', 'answered')`,
    ),
  ],
);

/**
 * A Sber ID sign-in (issue 3, integrations.md §3). Started by GET /v1/auth/sberID/create or
 * /v1/oauth2/authorization/sberid: the state, nonce and PKCE verifier live here (not in memory)
 * so any server process can finish it; valid 10 minutes, spent once (`used_at`). A finished
 * login keeps its session id and id_token for the provider logout, and — for the redirect
 * flow only — a short one-time window in which GET /v1/jwt hands out the session's token.
 */
export const sberidLogins = pgTable(
  'sberid_logins',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** 'app' (create → callback answers the token) or 'redirect' (the OAuth2 start, then /v1/jwt). */
    flow: text('flow').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    idToken: text('id_token'),
    jwtExpiresAt: timestamp('jwt_expires_at', { withTimezone: true }),
    jwtTakenAt: timestamp('jwt_taken_at', { withTimezone: true }),
  },
  (t) => [
    index('sberid_logins_session_idx').on(t.sessionId),
    index('sberid_logins_expires_idx').on(t.expiresAt),
    check('sberid_logins_flow_check', sql`${t.flow} in ('app', 'redirect')`),
  ],
);
