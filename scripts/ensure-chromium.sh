#!/usr/bin/env bash
# The dashboard test drives Debian's headless Chromium; install it once when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "graphmem: the dashboard test needs chromium and chromium-driver (Debian packages);" \
         "install them: sudo apt-get install chromium chromium-driver" >&2
    exit 1
fi
echo "graphmem: installing chromium and chromium-driver for the dashboard test" >&2
apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
