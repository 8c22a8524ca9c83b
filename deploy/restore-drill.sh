#!/usr/bin/env bash
# The restore drill (issue 26, docs/production.md): proves that last night's backup can be
# restored. Dumps the live database in pg_dump's custom format (what the nightly backup does),
# restores it into a scratch database, compares the row counts of the tables that hold money
# and people, then drops the scratch database. Exits non-zero on any difference.
#   deploy/restore-drill.sh postgres://sportkarta@db:5432/sportkarta [dump-file]
set -euo pipefail
source_url="${1:?адрес базы: postgres://…}"
dump="${2:-$(mktemp -t sportkarta-XXXXXX.dump)}"
admin_url="${source_url%/*}/postgres"
scratch="sk_restore_drill_$(date +%s)_$$"
scratch_url="${source_url%/*}/$scratch"
tables=(users orders order_lines payment_attempts tickets refunds seat_holds event_sessions staff_audit permit_docs)

cleanup() { psql -q "$admin_url" -c "drop database if exists \"$scratch\"" >/dev/null 2>&1 || true; }
trap cleanup EXIT

counts() {
  local url="$1" out=""
  for t in "${tables[@]}"; do
    if psql -Atq "$url" -c "select to_regclass('public.$t') is not null" | grep -q t; then
      out+="$t=$(psql -Atq "$url" -c "select count(*) from \"$t\"") "
    fi
  done
  # Indexes and constraints too: a restore that lost one is not a restore.
  out+="indexes=$(psql -Atq "$url" -c "select count(*) from pg_indexes where schemaname = 'public'") "
  out+="constraints=$(psql -Atq "$url" -c "select count(*) from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'")"
  echo "$out"
}

echo "резервная копия: pg_dump → $dump"
pg_dump --format=custom --no-owner --file="$dump" "$source_url"
before="$(counts "$source_url")"
echo "восстановление в $scratch"
psql -q "$admin_url" -c "create database \"$scratch\""
# Tables and rows first, then indexes and constraints. PostgreSQL 15's earthdistance defines
# ll_to_earth() with unqualified calls of cube's functions, and pg_restore runs with an empty
# search_path, so the venues' distance index (ll_to_earth in its expression) fails to restore
# as it is: the post-data part is restored with search_path = public. (PostgreSQL 17's
# earthdistance qualifies them; docs/production.md "Backups".)
pg_restore --no-owner --exit-on-error --section=pre-data --section=data --dbname="$scratch_url" "$dump"
pg_restore --no-owner --section=post-data --file=- "$dump" |
  sed "s/set_config('search_path', '', false)/set_config('search_path', 'public', false)/" |
  psql -q -v ON_ERROR_STOP=1 "$scratch_url" >/dev/null
after="$(counts "$scratch_url")"
echo "строк в исходной:       $before"
echo "строк в восстановленной: $after"
if [ "$before" != "$after" ]; then
  echo "ОШИБКА: восстановленная база отличается от исходной" >&2
  exit 1
fi
echo "восстановление проверено"
