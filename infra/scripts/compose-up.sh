#!/usr/bin/env bash
# `make up`: build and start the production stack (docker-compose.yml), wait until every
# service is healthy, then say where the site is and how to sign in.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ ! -f .env ]; then
  echo "No .env here. Create it from the documented example and set its secrets:" >&2
  echo "  cp .env.example .env && chmod 600 .env && \${EDITOR:-vi} .env" >&2
  exit 1
fi
# The backend refuses these too, but only after the images are built: say it now.
placeholders=$(grep -E '^[A-Z0-9_]+=.*replace-with-' .env | cut -d= -f1 | sed 's/^/  /' || true)
if [ -n "$placeholders" ]; then
  echo ".env still has example values; replace them first:" >&2
  echo "$placeholders" >&2
  exit 1
fi

if ! docker compose up --detach --build --wait --wait-timeout "${PRISM_UP_TIMEOUT:-300}"; then
  echo >&2
  echo "The stack did not become healthy. Services and the latest backend lines:" >&2
  docker compose ps --all >&2 || true
  docker compose logs --tail 40 minio-init migrate backend frontend haproxy >&2 || true
  exit 1
fi

# The last assignment wins, as in docker compose; surrounding quotes dropped.
value() { sed -n "s/^$1=//p" .env | tail -n 1 | sed -e 's/^["'\'']//' -e 's/["'\'']$//'; }
published=$(docker compose port haproxy 3000)
case "$published" in
  127.0.0.1:* | 0.0.0.0:*) local_url="http://localhost:${published##*:}" ;;
  *) local_url="http://$published" ;;
esac
public_url=$(value PUBLIC_URL)
admin=$(value ADMIN_USERNAME)

cat <<MSG

Prism is up.
  On this host:  $local_url
  Public:        $public_url  (once your TLS proxy forwards it to $published; docs/operations.md)
  Sign in:       $public_url/admin/login (or $local_url/admin/login) as "$admin"
                 with ADMIN_PASSWORD from .env. That owner is created on the first start
                 only; after that, passwords are changed in the admin area.
  Next:          make ps | make logs | make backup | make down
MSG
