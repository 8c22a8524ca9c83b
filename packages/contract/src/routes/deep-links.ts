import { APP_LINK_HOSTS, APP_URL_SCHEME } from '../config/app';
import { paths } from './paths';

// Issue 15: every address that opens a screen from outside the app — the app's own scheme
// (`ru.sportkarta.app://payment/sber`, the providers' returns), a verified web link
// (`https://sportkarta.ru/deeplink/place/12`, Android App Links and iOS Universal Links) and
// the same address typed into a browser. One row per address: a new flow is one line here.
// The web app's router redirects the rows with `to` (apps/web/src/app/routes.tsx), the packaged
// app resolves links through `deepLinkTarget`, the server's well-known files and the native
// projects list `deepLinkPrefixes()` (docs/native.md), and a test fails when they drift apart.

type Params = Readonly<Record<string, string>>;

export interface DeepLink {
  /** The address's path, a route pattern: `:name` one segment, a final `*` the rest. */
  path: string;
  /** The app's route it opens; absent when the address is itself the screen's route. */
  to?: (params: Params) => string;
}

export const DEEP_LINKS: readonly DeepLink[] = [
  // spec §2.2: /deeplink/place/{...} maps to /tabs/places/{...}.
  {
    path: paths.placeDeeplinkPattern,
    to: (p) => (p['*'] ? `${paths.places}/${p['*']}` : paths.places),
  },
  // spec §2.2: the web return from Sber ID's login.
  { path: paths.sberIdDeeplink },
  // The payment returns: Sberbank's, and YooKassa's to the order's payment screen.
  { path: paths.paymentSber },
  { path: paths.paymentSuccessPattern },
  { path: paths.paymentPattern },
  // A ticket's QR code, in the profile and on its own.
  { path: paths.ticketPattern },
  { path: paths.userQrPattern },
  { path: paths.ticketsSummary },
  // A friend's invitation (issue 14): its own screen, the inviter and «Добавить в друзья».
  { path: paths.invitePattern },
];

/** The row's params when `pathname` is its address, else null. */
export function matchLink(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') {
      params['*'] = got.slice(i).join('/');
      return params;
    }
    const value = got[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return got.length === want.length ? params : null;
}

/** The app's route for an address path (search kept), or null when no row knows it. */
export function matchDeepLink(pathname: string, search = ''): string | null {
  for (const link of DEEP_LINKS) {
    const params = matchLink(link.path, pathname);
    if (params) return (link.to ? link.to(params) : pathname) + search;
  }
  return null;
}

/**
 * The screen a link opens in the packaged app: the app's scheme (`ru.sportkarta.app://x/y` is
 * `/x/y`) or one of `hosts` over https. Anything else — an unknown path, another host, a
 * broken address — opens the main tab, never a blank screen.
 */
export function deepLinkTarget(url: string, hosts: readonly string[] = APP_LINK_HOSTS): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return paths.main;
  }
  let path: string;
  if (u.protocol === `${APP_URL_SCHEME}:`) {
    path = `${u.host ? `/${u.host}` : ''}${u.pathname}`.replace(/\/{2,}/g, '/');
  } else if (u.protocol === 'https:' && hosts.includes(u.hostname)) {
    path = u.pathname;
  } else {
    return paths.main;
  }
  return matchDeepLink(path, u.search) ?? paths.main;
}

/**
 * The path prefixes verified links are claimed for: each row's address up to its first
 * parameter (`/payment/` for `/payment/:orderId`), or the whole address when it has none;
 * a prefix another one covers is left out.
 */
export function deepLinkPrefixes(): string[] {
  const prefixes = DEEP_LINKS.map(({ path }) => {
    const at = path.search(/[:*]/);
    return at === -1 ? path : path.slice(0, at);
  });
  const unique = [...new Set(prefixes)].sort();
  return unique.filter((p) => !unique.some((q) => q !== p && q.endsWith('/') && p.startsWith(q)));
}
