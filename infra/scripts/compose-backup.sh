#!/usr/bin/env bash
# `make backup`: the compose stack's PostgreSQL database and media bucket, copied into
# backups/<UTC timestamp>/ (or the directory given) as
#   database.dump  pg_dump custom format (pg_restore reads it)
#   media/         one file per object, named by its key
#   manifest.json  when, from where, how many objects
# The site keeps serving meanwhile. Restore with `make restore BACKUP=<directory>`.
set -euo pipefail
cd "$(dirname "$0")/../.."

stamp=$(date -u +%Y%m%dT%H%M%SZ)
dest=${1:-backups/$stamp}
if [ -e "$dest/database.dump" ]; then
  echo "$dest already holds a backup; choose another directory" >&2
  exit 1
fi
if [ -z "$(docker compose ps --quiet --status running postgres)" ] ||
  [ -z "$(docker compose ps --quiet --status running minio)" ]; then
  echo "PostgreSQL and MinIO must be running (make up)" >&2
  exit 1
fi
mkdir -p "$dest/media"
dest_abs=$(cd "$dest" && pwd)

echo "Dumping the database..."
docker compose exec -T postgres \
  pg_dump --username prism --dbname prism --format custom --no-owner --no-privileges \
  >"$dest/database.dump"

echo "Copying the media bucket..."
# The set-up service's image and credentials; files written as the calling user.
docker compose run --rm --no-deps -T --user "$(id -u):$(id -g)" \
  --volume "$dest_abs/media:/backup" --entrypoint /bin/sh minio-init -c '
    set -e
    mc --config-dir /tmp/mc alias set prism http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
    mc --config-dir /tmp/mc mirror --quiet "prism/$S3_BUCKET" /backup'

objects=$(find "$dest/media" -type f | wc -l | tr -d ' ')
cat >"$dest/manifest.json" <<JSON
{
  "createdAt": "$(date -u +%Y-%m-%dT%H:%M:%SZ)",
  "source": "docker compose",
  "database": { "kind": "postgres", "file": "database.dump" },
  "media": { "dir": "media", "objects": $objects }
}
JSON
echo "Backup written to $dest ($objects media objects). Copy it off this server."
