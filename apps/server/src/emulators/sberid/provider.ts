import { SBERID_NATIVE_REDIRECT_URI } from '@sportkarta/contract/api/sberid';
import type { default as Provider, KoaContextLike } from 'oidc-provider';
import { escapeHtml, page } from './pages';
import { findTestPerson } from './people';
import type { EmulatorKeys } from './keys';

export const SBERID_EMULATOR_PREFIX = '/emulators/sberid';
/** The emulated `auth/completed` path (integrations.md §3), under the emulator's prefix. */
export const SBERID_COMPLETED_PATH = '/api/v2/auth/completed';

export interface EmulatorOptions {
  /** `${publicBaseUrl}/emulators/sberid`: what browsers open and what id_tokens carry as `iss`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  webRedirectUri: string;
  keys: EmulatorKeys;
  /** Behind a TLS terminator: trust X-Forwarded-Proto for the URLs the provider builds. */
  trustProxy: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const HOUR_S = 3600;

/**
 * The redirect URIs the client registers (web route and the native scheme). oidc-provider lets
 * a "native" client use custom schemes, loopback http and https, while a "web" client may only
 * use http(s); so on a plain-http LAN address only the web return address is registered.
 */
function clientRedirects(webRedirectUri: string): {
  applicationType: 'web' | 'native';
  redirectUris: string[];
} {
  const web = new URL(webRedirectUri);
  if (web.protocol === 'https:' ? !LOOPBACK.has(web.hostname) : LOOPBACK.has(web.hostname)) {
    return {
      applicationType: 'native',
      redirectUris: [webRedirectUri, SBERID_NATIVE_REDIRECT_URI],
    };
  }
  return { applicationType: 'web', redirectUris: [webRedirectUri] };
}

/**
 * A stand-in for Sber ID (DESIGN.md "External providers", integrations.md §3): an OpenID
 * Connect provider with Sber's scopes and claim shapes, PKCE S256 required, the client secret
 * sent in the token request body, and a Russian login page with test people (pages.ts).
 */
export async function createSberIdEmulator(opts: EmulatorOptions): Promise<Provider> {
  // Imported with the first request to the emulator, not with the server: oidc-provider was
  // among the largest modules every start loaded (issue 27).
  const { default: Provider } = await import('oidc-provider');
  const { applicationType, redirectUris } = clientRedirects(opts.webRedirectUri);
  const provider = new Provider(opts.issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        application_type: applicationType,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // Sber ID's scopes and the claims each releases (integrations.md §3 "Fields by scope").
    claims: {
      openid: ['sub'],
      name: ['given_name', 'family_name', 'middle_name'],
      mobile: ['phone_number'],
      email: ['email'],
      birthdate: ['birthdate'],
      gender: ['gender'],
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const person = findTestPerson(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ ...person }) };
    },
    pkce: { required: () => true },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) =>
        `${SBERID_EMULATOR_PREFIX}/interaction/${interaction.uid}`,
    },
    cookies: { keys: opts.keys.cookieKeys },
    jwks: { keys: [opts.keys.signingJwk] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextLike, form: string) => {
          ctx.type = 'html';
          ctx.body = page(
            'Выход из Сбер ID',
            `${form}<p>Выйти из Сбер ID на этом устройстве?</p>
<p><button form="op.logoutForm" type="submit" name="logout" value="yes">Выйти</button></p>`,
          );
        },
        postLogoutSuccessSource: (ctx: KoaContextLike) => {
          ctx.type = 'html';
          ctx.body = page('Выход выполнен', '<p>Вы вышли из Сбер ID. Окно можно закрыть.</p>');
        },
      },
    },
    renderError: (ctx: KoaContextLike, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = page(
        'Ошибка входа',
        `<p>Не удалось выполнить вход через Сбер ID.</p><p><code>${escapeHtml(
          out.error ?? '',
        )}</code> ${escapeHtml(out.error_description ?? '')}</p>`,
      );
    },
    ttl: {
      AccessToken: HOUR_S,
      AuthorizationCode: 60,
      IdToken: HOUR_S,
      Interaction: HOUR_S,
      Session: 14 * 24 * HOUR_S,
      Grant: 14 * 24 * HOUR_S,
    },
  });
  provider.proxy = opts.trustProxy;
  return provider;
}
