#!/usr/bin/env bash
# `make restore BACKUP=backups/<timestamp>`: replaces the compose stack's database and
# media bucket with a backup made by `make backup` (or infra/scripts/backup.mjs from a
# PostgreSQL installation). The site is stopped meanwhile. CONFIRM=yes skips the question.
set -euo pipefail
cd "$(dirname "$0")/../.."

dir=${1:-}
if [ -z "$dir" ] || [ ! -f "$dir/database.dump" ] || [ ! -d "$dir/media" ]; then
  echo "usage: make restore BACKUP=backups/<timestamp>  (a directory with database.dump and media/)" >&2
  exit 1
fi
dir_abs=$(cd "$dir" && pwd)
if [ "${CONFIRM:-}" != yes ]; then
  if [ ! -t 0 ]; then
    echo "Not a terminal: set CONFIRM=yes to restore without the question." >&2
    exit 1
  fi
  read -r -p "Replace the database and every media object with $dir? Type yes: " answer
  [ "$answer" = yes ] || { echo "Nothing changed." >&2; exit 1; }
fi

docker compose up --detach --wait postgres minio
# The bucket and the backend's user exist even on a fresh server.
docker compose run --rm minio-init
docker compose stop frontend backend

echo "Restoring the database..."
# As infra/scripts/restore.mjs: the archive becomes SQL first (a damaged one fails before
# anything changes), then one transaction empties the schema and replays it.
docker compose exec -T postgres sh -c '
    set -e
    trap "rm -f /tmp/prism-restore.sql" EXIT
    pg_restore --no-owner --no-privileges --file=/tmp/prism-restore.sql
    psql --no-psqlrc --quiet --output=/dev/null --set=ON_ERROR_STOP=1 --single-transaction \
      --username prism --dbname prism \
      --command="SET client_min_messages = warning; DROP SCHEMA public CASCADE; CREATE SCHEMA public;" --file=/tmp/prism-restore.sql' \
  <"$dir/database.dump"

echo "Restoring the media bucket (objects not in the backup are removed)..."
docker compose run --rm --no-deps -T --user "$(id -u):$(id -g)" \
  --volume "$dir_abs/media:/backup:ro" --entrypoint /bin/sh minio-init -c '
    set -e
    mc --config-dir /tmp/mc alias set prism http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
    mc --config-dir /tmp/mc mirror --quiet --overwrite --remove /backup "prism/$S3_BUCKET"'

docker compose up --detach --wait
echo "Restored from $dir."
