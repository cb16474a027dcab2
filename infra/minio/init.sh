#!/bin/sh
# One-shot MinIO set-up for docker-compose.yml (service minio-init, image minio/mc).
# Creates the media bucket, keeps it private (the backend serves /media), and gives the
# backend its own user limited to that bucket. Every step may run again safely.
set -eu

: "${MINIO_ROOT_USER:?}" "${MINIO_ROOT_PASSWORD:?}" "${S3_BUCKET:?}"
: "${S3_ACCESS_KEY_ID:?}" "${S3_SECRET_ACCESS_KEY:?}"

mc alias set prism http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null

mc mb --ignore-existing "prism/$S3_BUCKET"
# No anonymous access: objects are read through the backend (or a CDN with its own
# credentials), never straight from the bucket. See ADR 013.
mc anonymous set none "prism/$S3_BUCKET"

policy=/tmp/prism-media-policy.json
cat > "$policy" <<JSON
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetBucketLocation", "s3:ListBucket"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    }
  ]
}
JSON
mc admin policy create prism prism-media "$policy"
# Adding an existing user updates its secret, so a changed .env takes effect.
mc admin user add prism "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching twice is an error; the mc image has a shell but few other tools, so match here.
case "$(mc admin user info prism "$S3_ACCESS_KEY_ID")" in
  *prism-media*) ;;
  *) mc admin policy attach prism prism-media --user "$S3_ACCESS_KEY_ID" ;;
esac
echo "Bucket $S3_BUCKET ready; user $S3_ACCESS_KEY_ID may use it"
