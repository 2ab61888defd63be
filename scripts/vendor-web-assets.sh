#!/usr/bin/env bash
# Refresh graphmem/api/static/vendor/ from the npm registry: every package in packages.txt is
# fetched with `npm pack`, checked against its pinned integrity, and its listed files and LICENSE
# are copied in. The result is committed, so a clone serves GraphiQL and the dashboard offline
# without running this; run it only to change a version (edit packages.txt first).
set -euo pipefail
cd "$(dirname "$0")/.."
vendor=graphmem/api/static/vendor
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$vendor/packages.txt" | while read -r name version integrity files; do
    [ -n "$name" ] || continue
    tarball=$(cd "$work" && npm pack --silent "$name@$version" 2>/dev/null | tail -1)
    actual="sha512-$(openssl dgst -sha512 -binary "$work/$tarball" | base64 -w0)"
    if [ "$actual" != "$integrity" ]; then
        echo "graphmem: $name@$version from the registry is $actual, packages.txt pins $integrity" >&2
        exit 1
    fi
    mkdir -p "$work/$name" && tar xzf "$work/$tarball" -C "$work/$name"
    target="$vendor/$name-$version"
    rm -rf "$target" && mkdir -p "$target"
    for file in $files LICENSE; do
        cp "$work/$name/package/$file" "$target/"
    done
    echo "graphmem: $target ($files LICENSE)"
done
