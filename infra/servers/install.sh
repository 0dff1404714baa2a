#!/usr/bin/env bash
# Installs (and caches) everything the real-server tests and CI need:
#   - Debian packages: postgresql, chromium, poppler-utils (+ java/maven/go when missing)
#   - Kafka broker jars from Maven Central (infra/kafka/pom.xml)
#   - MinIO, stripe-mock and k6 built with `go install` from the Go module proxy
# Idempotent: everything is cached under ${CI_CACHE_DIR:-$HOME/.cache/techpack-ci};
# a second run on the same machine downloads nothing.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=versions.sh
source "$ROOT/infra/servers/versions.sh"

CACHE="${CI_CACHE_DIR:-$HOME/.cache/techpack-ci}"
BIN="$CACHE/bin"
mkdir -p "$BIN"

log() { printf '[install %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() { printf '[install] ERROR: %s\n' "$*" >&2; exit 1; }

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

# ---------------------------------------------------------------- apt packages
pkg_installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }

APT_WANT=(postgresql chromium poppler-utils)
java_major() { java -version 2>&1 | sed -nE '1s/.*version "([0-9]+).*/\1/p'; }
if ! command -v java >/dev/null || [ "$(java_major)" -lt 17 ]; then APT_WANT+=(openjdk-17-jre-headless); fi
if ! command -v mvn >/dev/null; then APT_WANT+=(maven); fi
if ! command -v go >/dev/null; then APT_WANT+=(golang-go); fi

missing=()
for p in "${APT_WANT[@]}"; do pkg_installed "$p" || missing+=("$p"); done
if [ "${#missing[@]}" -gt 0 ]; then
  log "apt: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "${missing[@]}" >/dev/null
else
  log "apt: postgresql chromium poppler-utils already installed"
fi

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$PG_BIN/initdb" ] || die "postgres binaries not found under /usr/lib/postgresql/*/bin"
[ -x /usr/bin/chromium ] || die "/usr/bin/chromium missing after apt install"
command -v pdftoppm >/dev/null || die "pdftoppm (poppler-utils) missing after apt install"
log "postgres: $PG_BIN"

# ---------------------------------------------------------------- Kafka jars
KAFKA_LIBS="$CACHE/kafka-libs"
POM="$ROOT/infra/kafka/pom.xml"
pom_sum="$(sha256sum "$POM" | cut -d' ' -f1)"
if [ -f "$KAFKA_LIBS/.pom.sha256" ] && [ "$(cat "$KAFKA_LIBS/.pom.sha256")" = "$pom_sum" ]; then
  log "kafka: jars cached in $KAFKA_LIBS"
else
  log "kafka: fetching broker jars from Maven Central"
  tmp="$CACHE/kafka-libs.tmp.$$"
  rm -rf "$tmp"
  mvn -q -B -f "$POM" dependency:copy-dependencies \
    -DoutputDirectory="$tmp" -Dmaven.repo.local="$CACHE/m2" >&2
  ls "$tmp"/kafka_2.13-*.jar >/dev/null 2>&1 || die "kafka_2.13 jar not fetched"
  echo "$pom_sum" >"$tmp/.pom.sha256"
  rm -rf "$KAFKA_LIBS"
  mv "$tmp" "$KAFKA_LIBS"
fi

# ---------------------------------------------------------------- Go binaries
export GOPATH="$CACHE/go"
export GOMODCACHE="$CACHE/go/pkg/mod"
export GOCACHE="$CACHE/go/build-cache"
export GOBIN="$BIN"
export CGO_ENABLED=0
export GOFLAGS="-trimpath"
# If the machine's Go is older than a module needs, fetch that toolchain
# from the Go module proxy (golang.org/toolchain) instead of failing.
export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"

BUILT=0
go_tool() { # name module version
  local name="$1" mod="$2" ver="$3" stamp="$BIN/.$1.version"
  if [ -x "$BIN/$name" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$mod@$ver" ]; then
    log "$name: cached ($mod@$ver)"
    return 0
  fi
  log "$name: go install $mod@$ver (slow the first time)"
  local t0=$SECONDS
  go install "$mod@$ver" >&2 || die "go install $mod@$ver failed"
  echo "$mod@$ver" >"$stamp"
  BUILT=1
  log "$name: built in $((SECONDS - t0))s"
}
go_tool stripe-mock github.com/stripe/stripe-mock "$STRIPE_MOCK_VERSION"
go_tool minio github.com/minio/minio "$MINIO_VERSION"
go_tool k6 go.k6.io/k6 "$K6_VERSION"

# The build cache (~1.5 GB) is only needed to build; the module cache is kept so a
# version bump downloads only what changed. (Module files are read-only: remove the
# cache with `go clean -modcache` under the same GOPATH/GOMODCACHE, or chmod -R u+w.)
if [ "$BUILT" = 1 ]; then go clean -cache; fi

log "done: cache $CACHE"
