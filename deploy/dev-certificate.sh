#!/usr/bin/env bash
# A self-signed certificate for trying docker-compose.yml on this machine (browsers will warn).
# In production put the real certificate chain and key in deploy/certs/ under the same names.
set -euo pipefail
cd "$(dirname "$0")"
host="${SITE_HOST:-localhost}"
mkdir -p certs
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=${host}" \
  -addext "subjectAltName=DNS:${host}" -keyout certs/privkey.pem -out certs/fullchain.pem
echo "wrote deploy/certs/fullchain.pem and deploy/certs/privkey.pem for ${host}"
