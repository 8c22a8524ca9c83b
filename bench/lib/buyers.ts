import { randomInt } from 'node:crypto';
import pg from 'pg';
import { signAccessToken } from '../../apps/server/src/modules/auth/tokens';
import { BENCH_JWT_SECRET } from './app-server';

// Signed-in buyers for the checkout benchmarks (issue 10). The fastest legitimate way: the rows
// a phone sign-in leaves (a `users` row with login_method PHONE and an active `sessions` row)
// written with one INSERT … SELECT each, and the access token signed the way the app signs it
// (`signAccessToken`, HS256 with the session id as `sid`) with the secret every app process of
// the benchmark shares (BENCH_JWT_SECRET). The app's `authenticate` checks the token and that the
// session row is active, as for any signed-in person. Signing in through the phone emulator
// costs three requests per person and its per-address send limits.

export interface Buyer {
  id: string;
  auth: string;
}

export async function createBuyers(url: string, n: number): Promise<Buyer[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A random block of numbers: buyers of earlier runs on a kept database do not collide.
    const base = randomInt(0, 900_000_000);
    const rows = await client.query<{ user_id: string; session_id: string; expires_at: Date }>(
      `with u as (
         insert into users (phone, first_name, login_method)
         select '+79' || lpad(($1::bigint + g)::text, 9, '0'), 'Покупатель ' || g, 'PHONE'
         from generate_series(1, $2::int) g
         on conflict do nothing
         returning id)
       insert into sessions (user_id, expires_at, user_agent, signed_in_at)
       select id, now() + interval '1 day', 'bench', now() from u
       returning user_id, id session_id, expires_at`,
      [base, n],
    );
    const issuedAt = new Date();
    return Promise.all(
      rows.rows.map(async (r) => ({
        id: r.user_id,
        auth: `Bearer ${await signAccessToken(
          BENCH_JWT_SECRET,
          { sub: r.user_id, sid: r.session_id },
          { issuedAt, expiresAt: r.expires_at },
        )}`,
      })),
    );
  } finally {
    await client.end();
  }
}
