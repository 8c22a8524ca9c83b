#!/usr/bin/env bash
# Restarts the API instances one at a time (docs/production.md): each is stopped (SIGTERM lets
# its requests finish), started, and must answer /ready before the next one goes; nginx sends new
# requests to the instance that is up. Usage: deploy/rolling-restart.sh 3001 3002
set -euo pipefail
for port in "$@"; do
  echo "перезапуск sportkarta-api@$port"
  systemctl restart "sportkarta-api@$port"
  for _ in $(seq 1 60); do
    if curl -fsS "http://127.0.0.1:$port/ready" >/dev/null; then
      echo "  готов"
      continue 2
    fi
    sleep 1
  done
  echo "ОШИБКА: sportkarta-api@$port не готов за 60 с — остальные не трогаю" >&2
  exit 1
done
