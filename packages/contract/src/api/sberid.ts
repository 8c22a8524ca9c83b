import { z } from 'zod';
import { AgreementSchema } from '../enums';

/**
 * Sber ID sign-in (spec §7.1 "User and authentication", §7.2 "State-ID registration"; facts in
 * integrations.md §3). The app asks for an authorization URL, opens it, and the provider returns
 * the person to `/deeplink/sberID?code=…&state=…` (web) or `ru.sportkarta.app://deeplink/sberID`
 * (native); the app then posts state, code and the accepted agreements to the callback, which
 * answers the access token as text.
 */

/** Where the provider should return: the web route or the native app's own scheme. */
export const SBERID_PLATFORMS = ['web', 'native'] as const;
export const SberIdPlatformSchema = z.enum(SBERID_PLATFORMS);
export type SberIdPlatform = z.infer<typeof SberIdPlatformSchema>;

/** The native app's return address (custom scheme registered with the provider). */
export const SBERID_NATIVE_REDIRECT_URI = 'ru.sportkarta.app://deeplink/sberID';
/** The web app's return route (spec §1 deep links). */
export const SBERID_WEB_REDIRECT_PATH = '/deeplink/sberID';

/** GET /v1/auth/sberID/create?platform=web|native */
export const SberIdCreateQuerySchema = z.object({
  platform: SberIdPlatformSchema.default('web').describe(
    'Куда Сбер ID вернёт человека: web — /deeplink/sberID на сайте, native — схема приложения',
  ),
});

export const SberIdCreateResponseSchema = z
  .object({
    url: z.string().describe('Адрес авторизации Сбер ID: приложение открывает его в браузере'),
    state: z
      .string()
      .describe(
        'Идентификатор начатого входа (действителен 10 минут); вернётся в /deeplink/sberID',
      ),
  })
  .describe('Начат вход через Сбер ID');
export type SberIdCreateResponse = z.infer<typeof SberIdCreateResponseSchema>;

/** POST /v1/auth/sberID/callback — answers the access token (JWT) as text/plain. */
export const SberIdCallbackBodySchema = z
  .object({
    state: z
      .string({ error: 'Не передан state' })
      .trim()
      .min(1, 'Не передан state')
      .max(200)
      .describe('state из адреса возврата'),
    code: z
      .string({ error: 'Не передан code' })
      .trim()
      .min(1, 'Не передан code')
      .max(2000)
      .describe('Код авторизации из адреса возврата'),
    agreements: z
      .array(AgreementSchema)
      .max(10)
      .default([])
      .describe(
        'Соглашения, принятые на шаге согласия (CONSENT, TERMS_OF_USE); сохраняются в текущих версиях',
      ),
  })
  .describe('Завершение входа через Сбер ID');
export type SberIdCallbackBody = z.infer<typeof SberIdCallbackBodySchema>;

/** The callback's answer: the access token itself, as text/plain (spec §7.2). */
export const SberIdCallbackResponseSchema = z
  .string()
  .describe('Токен доступа (JWT), текстом; передаётся как Authorization: Bearer');

/** GET /v1/oauth2/authorization/{serviceName}?platform=&state= — the generic OAuth2 start. */
export const OAuthStartParamsSchema = z.object({
  serviceName: z.string().max(50).describe('Провайдер входа; поддерживается sberid'),
});
export const OAuthStartQuerySchema = z.object({
  platform: SberIdPlatformSchema.default('web').describe('Куда вернуть человека: web или native'),
  state: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{32,128}$/,
      'state: от 32 до 128 символов A–Z, a–z, 0–9, «-» и «_» (случайное значение)',
    )
    .optional()
    .describe(
      'Случайное значение, выбранное приложением (не короче 32 символов): по нему приложение заберёт токен через GET /v1/jwt. Если не передано, сервер создаст своё',
    ),
});

/** GET /v1/jwt?state= — the token of a login finished through the redirect flow (one use). */
export const OAuthJwtQuerySchema = z.object({
  state: z
    .string({ error: 'Не передан state' })
    .trim()
    .min(1, 'Не передан state')
    .max(200)
    .describe('state завершённого входа'),
});
export const OAuthJwtResponseSchema = z
  .object({ accessToken: z.string().describe('Токен доступа (JWT)') })
  .describe('Токен завершённого входа через OAuth2');

/** GET /openid-connect-auth/logout-token/ */
export const ProviderLogoutResponseSchema = z
  .object({
    endSessionUrl: z
      .string()
      .describe('Адрес завершения сессии у провайдера: приложение открывает его в браузере'),
  })
  .describe('Сессия завершена; осталось выйти у провайдера');
