#!/usr/bin/env bash
# Installs the system packages the test suite needs on Debian, only when they are missing:
# Chromium for the browser tests and Lighthouse, nginx and its Brotli module for the
# production-server tests, a Java runtime for the HTML validator, openssl for the local
# time-stamping authority the record's tests run, LibreOffice Calc to open the record's
# download as a spreadsheet does, and git and curl, which the publish command and the health
# check in docs/deploy.md use. Uses sudo when not run as root.
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || need+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || need+=(libnginx-mod-http-brotli-filter)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
command -v openssl >/dev/null 2>&1 || need+=(openssl)
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-calc-nogui)
command -v git >/dev/null 2>&1 || need+=(git)
command -v curl >/dev/null 2>&1 || need+=(curl)

if [ ${#need[@]} -eq 0 ]; then
  echo "setup: system packages already present"
  exit 0
fi

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
echo "setup: installing ${need[*]} from Debian's packages"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}"
