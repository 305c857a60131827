#!/usr/bin/env bash
# Sets up a web server for the scheduled publish (docs/deploy.md, "On a server"): nginx and its
# Brotli module, git, curl and the CA certificates from Debian's packages, each only when missing,
# then checks that Node is as recent as package.json's "engines" asks. Nothing the test suite needs
# (Chromium, Java, LibreOffice: scripts/setup-debian.sh). Debian 12's own nodejs is 18, too old:
# install Node from nodejs.org's binary tarball first, as docs/deploy.md shows. Uses sudo when not
# run as root. `--check` installs nothing: it lists what is missing and exits 1 if anything is.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
check=false
[ "${1:-}" = --check ] && check=true

need=()
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || need+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || need+=(libnginx-mod-http-brotli-filter)
command -v git >/dev/null 2>&1 || need+=(git)
command -v curl >/dev/null 2>&1 || need+=(curl)
[ -e /etc/ssl/certs/ca-certificates.crt ] || need+=(ca-certificates)

if [ ${#need[@]} -gt 0 ]; then
  if $check; then
    echo "setup-server: missing ${need[*]}: run bash scripts/setup-server.sh as root to install them" >&2
    exit 1
  fi
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  echo "setup-server: installing ${need[*]} from Debian's packages"
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

# "engines": { "node": ">=20.19" }
wanted=$(sed -n 's/^ *"node": ">=\([0-9][0-9]*\.[0-9][0-9]*\)".*/\1/p' "$root/package.json" | head -n 1)
found=$(node --version 2>/dev/null || true)
if [ -z "$found" ]; then
  echo "setup-server: no node on PATH: install Node $wanted or later from nodejs.org (docs/deploy.md, \"On a server\"), then run this again" >&2
  exit 1
fi
IFS=. read -r major minor _ <<<"${found#v}"
if [ "$major" -lt "${wanted%%.*}" ] || { [ "$major" -eq "${wanted%%.*}" ] && [ "$minor" -lt "${wanted#*.}" ]; }; then
  echo "setup-server: $(command -v node) is Node $found, older than the $wanted package.json asks for (Debian 12's nodejs is 18): install Node $wanted or later from nodejs.org (docs/deploy.md, \"On a server\") ahead of it on PATH, then run this again" >&2
  exit 1
fi
echo "setup-server: nginx, git and Node $found are ready"
