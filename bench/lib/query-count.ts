import pg from 'pg';

// Round trips to PostgreSQL, counted in a benchmark's app process (issue 27: the checkout's
// round trips per purchase). Every statement the app sends — pool queries, BEGIN/COMMIT and
// savepoints of its transactions, the session check, the rate limit's writes — goes through
// `pg.Client#query` (the pool lends clients and calls it too), so wrapping that one method
// counts them all, in the process and on the connections that really run them. Counted by
// statement: its text up to the first `(`, `$` or 60 characters, whitespace and quotes folded.
// pg_stat_statements would need the shared server's configuration changed and restarted, and
// counts every client of the server, not this app's.

export interface QueryCounts {
  total: number;
  statements: Record<string, number>;
}

const label = (text: string): string =>
  text.replace(/"/g, '').replace(/\s+/g, ' ').trim().slice(0, 60).split(/[($]/)[0]!.trim();

/** Starts counting; answers a function that reads the counts so far. */
export function countQueries(): () => QueryCounts {
  const statements = new Map<string, number>();
  let total = 0;
  const query = pg.Client.prototype.query;
  // The method is overloaded (text, config object, Submittable): only its first argument is read.
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    total += 1;
    const key = label(text);
    statements.set(key, (statements.get(key) ?? 0) + 1);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return () => ({ total, statements: Object.fromEntries(statements) });
}

/** What was sent between two readings, statement by statement. */
export function countsSince(before: QueryCounts, after: QueryCounts): QueryCounts {
  const statements: Record<string, number> = {};
  for (const [key, n] of Object.entries(after.statements)) {
    const d = n - (before.statements[key] ?? 0);
    if (d > 0) statements[key] = d;
  }
  return { total: after.total - before.total, statements };
}
