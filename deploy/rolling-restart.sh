#!/usr/bin/env bash
# Restarts the API instances one at a time (docs/production.md): each is stopped (SIGTERM lets
# its requests finish), started, and must answer /ready before the next one goes; nginx sends new
# requests to the instance that is up. Usage: deploy/rolling-restart.sh 3001 3002
# SK_RESTART_COMMAND replaces `systemctl restart sportkarta-api@<port>` (it is called with the
# port): another process manager, or the balancer test (apps/server/test/balancer.test.ts).
set -euo pipefail
restart() {
  if [ -n "${SK_RESTART_COMMAND:-}" ]; then
    "$SK_RESTART_COMMAND" "$1"
  else
    systemctl restart "sportkarta-api@$1"
  fi
}
for port in "$@"; do
  echo "перезапуск sportkarta-api@$port"
  restart "$port"
  for _ in $(seq 1 120); do
    if curl -fsS --max-time 5 "http://127.0.0.1:$port/ready" >/dev/null 2>&1; then
      echo "  готов"
      continue 2
    fi
    sleep 0.5
  done
  echo "ОШИБКА: sportkarta-api@$port не готов за 60 с — остальные не трогаю" >&2
  exit 1
done
