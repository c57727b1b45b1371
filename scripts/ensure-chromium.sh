#!/usr/bin/env bash
# Browser journeys drive Debian's Chromium (a browser download by a test tool fails on this network).
# Installs it when missing and we are root (CI and the machine image); otherwise says what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's Chromium for the browser journeys..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
  exit 0
fi
echo "Chromium not found at $CHROMIUM: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
exit 1
