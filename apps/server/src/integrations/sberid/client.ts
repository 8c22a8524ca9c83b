import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';

/**
 * The scopes asked for (integrations.md §3: `openid` must come first; each releases the
 * userinfo fields the profile is filled from).
 */
export const SBERID_SCOPE = 'openid name mobile email birthdate gender';

/** What the sign-in takes from userinfo (gender already mapped 1 → M, 2 → F). */
export interface SberIdProfile {
  sub: string;
  given_name: string | null;
  family_name: string | null;
  middle_name: string | null;
  phone_number: string | null;
  email: string | null;
  birthdate: string | null;
  gender: 'M' | 'F' | null;
}

export interface SberIdLoginResult {
  profile: SberIdProfile;
  /** Kept for the provider logout (`id_token_hint`). */
  idToken: string | undefined;
}

/** The provider refused (a bad or spent code, a PKCE mismatch): the person starts again. */
export class SberIdRejectedError extends Error {
  constructor(readonly error: string) {
    super(`Sber ID rejected the request: ${error}`);
    this.name = 'SberIdRejectedError';
  }
}

/** The provider could not be reached or answered something unusable. */
export class SberIdUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Sber ID is unavailable', { cause });
    this.name = 'SberIdUnavailableError';
  }
}

export interface SberIdClientOptions {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Fixed endpoints instead of discovery (Sber publishes them on several hosts). */
  endpoints?: { authorization: string; token: string; userinfo: string } | undefined;
  /** Every HTTP request of the adapter goes through this (the emulator routes it in-process). */
  fetch: oidc.CustomFetch;
  /**
   * Sber's `auth/completed` (integrations.md §3, mandatory in production), called with the
   * Bearer access token after every successful login; unset → not called.
   */
  completedUrl?: string | undefined;
  /** A failed `auth/completed` does not undo the login; it is reported here (logged). */
  onCompletedError?: (err: unknown) => void;
}

export interface SberIdClient {
  authorizationUrl(p: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<string>;
  finishLogin(p: {
    redirectUri: string;
    code: string;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<SberIdLoginResult>;
  /** The provider's end-session URL, or null when it has none. */
  endSessionUrl(idToken: string | null): Promise<string | null>;
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

/** Sber ID: 1 male, 2 female (integrations.md §3); tolerates the string forms too. */
export function mapGender(v: unknown): 'M' | 'F' | null {
  const s = String(v ?? '')
    .trim()
    .toUpperCase();
  if (s === '1' || s === 'M' || s === 'MALE') return 'M';
  if (s === '2' || s === 'F' || s === 'FEMALE') return 'F';
  return null;
}

function toProfile(sub: string, info: Record<string, unknown>): SberIdProfile {
  const birth = str(info.birthdate);
  return {
    sub,
    given_name: str(info.given_name),
    family_name: str(info.family_name),
    middle_name: str(info.middle_name),
    phone_number: str(info.phone_number),
    email: str(info.email),
    birthdate: birth && /^\d{4}-\d{2}-\d{2}$/.test(birth) ? birth : null,
    gender: mapGender(info.gender),
  };
}

function classify(err: unknown): Error {
  if (err instanceof oidc.ResponseBodyError) {
    // invalid_grant: the code is unknown, spent or expired, or the PKCE verifier does not match.
    if (err.error === 'invalid_grant') return new SberIdRejectedError(err.error);
  }
  if (err instanceof oidc.AuthorizationResponseError) return new SberIdRejectedError(err.error);
  return new SberIdUnavailableError(err);
}

/**
 * The Sber ID adapter (integrations.md §3) on openid-client 6: discovery of the issuer, the
 * authorization code flow with state, nonce and PKCE S256, the token exchange with the
 * secret in the body (client_secret_post, as Sber's token endpoint takes it), the id_token
 * nonce check, and userinfo. Discovery runs on first use and is retried after a failure.
 */
export function createSberIdClient(opts: SberIdClientOptions): SberIdClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const issuer = new URL(opts.issuerUrl);

  function fixed(endpoints: NonNullable<SberIdClientOptions['endpoints']>): oidc.Configuration {
    const c = new oidc.Configuration(
      {
        issuer: opts.issuerUrl,
        authorization_endpoint: endpoints.authorization,
        token_endpoint: endpoints.token,
        userinfo_endpoint: endpoints.userinfo,
      },
      opts.clientId,
      { client_secret: opts.clientSecret },
      oidc.ClientSecretPost(opts.clientSecret),
    );
    c[oidc.customFetch] = opts.fetch;
    if (Object.values(endpoints).some((u) => u.startsWith('http:'))) oidc.allowInsecureRequests(c);
    return c;
  }

  function config(): Promise<oidc.Configuration> {
    if (opts.endpoints) return (configuration ??= Promise.resolve(fixed(opts.endpoints)));
    configuration ??= oidc
      .discovery(
        issuer,
        opts.clientId,
        { client_secret: opts.clientSecret },
        oidc.ClientSecretPost(opts.clientSecret),
        {
          [oidc.customFetch]: opts.fetch,
          // The embedded emulator is plain http; a real issuer is https.
          ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      )
      .then((c) => {
        c[oidc.customFetch] = opts.fetch;
        return c;
      });
    configuration.catch(() => {
      configuration = undefined;
    });
    return configuration;
  }

  return {
    async authorizationUrl(p) {
      let c: oidc.Configuration;
      try {
        c = await config();
      } catch (err) {
        throw new SberIdUnavailableError(err);
      }
      return oidc
        .buildAuthorizationUrl(c, {
          response_type: 'code',
          scope: SBERID_SCOPE,
          redirect_uri: p.redirectUri,
          state: p.state,
          nonce: p.nonce,
          code_challenge: p.codeChallenge,
          code_challenge_method: 'S256',
          // Sber ID's authorize takes client_type=PRIVATE for a server-side client (§3).
          client_type: 'PRIVATE',
        })
        .toString();
    },

    async finishLogin(p) {
      try {
        const c = await config();
        const current = new URL(p.redirectUri);
        current.search = '';
        current.searchParams.set('code', p.code);
        current.searchParams.set('state', p.state);
        // RFC 9207: the app relays only code and state; there is one issuer, so name it.
        if (c.serverMetadata().authorization_response_iss_parameter_supported) {
          current.searchParams.set('iss', c.serverMetadata().issuer);
        }
        const tokens = await oidc.authorizationCodeGrant(c, current, {
          pkceCodeVerifier: p.codeVerifier,
          expectedState: p.state,
          expectedNonce: p.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no id_token');
        const info = await oidc.fetchUserInfo(c, tokens.access_token, claims.sub);
        await reportCompleted(opts, tokens.access_token);
        return { profile: toProfile(claims.sub, info), idToken: tokens.id_token };
      } catch (err) {
        throw classify(err);
      }
    },

    async endSessionUrl(idToken) {
      let c: oidc.Configuration;
      try {
        c = await config();
      } catch {
        return null;
      }
      if (!c.serverMetadata().end_session_endpoint) return null;
      return oidc
        .buildEndSessionUrl(c, {
          client_id: opts.clientId,
          ...(idToken ? { id_token_hint: idToken } : {}),
        })
        .toString();
    },
  };
}

const COMPLETED_TIMEOUT_MS = 5_000;

async function reportCompleted(opts: SberIdClientOptions, accessToken: string): Promise<void> {
  if (!opts.completedUrl) return;
  try {
    const res = await opts.fetch(opts.completedUrl, {
      method: 'GET',
      body: undefined,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(COMPLETED_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`auth/completed answered ${res.status}`);
  } catch (err) {
    opts.onCompletedError?.(err);
  }
}

/** 32 hex characters: the `rquid` Sber's endpoints require on every request (§3). */
export function rquid(): string {
  return randomBytes(16).toString('hex');
}
