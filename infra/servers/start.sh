#!/usr/bin/env bash
# Starts PostgreSQL, Kafka (KRaft), MinIO and stripe-mock on free loopback ports,
# each with a fresh data dir under ${CI_RUN_DIR:-/tmp/techpack-ci-run}, waits until
# each answers, then writes ${CI_RUN_DIR}/servers.env and prints it as `export` lines:
#   eval "$(infra/servers/start.sh)"     # or: set -a; source "$CI_RUN_DIR/servers.env"; set +a
# Run it (bash infra/servers/start.sh); do not source it. Logs go to stderr.
# Needs infra/servers/install.sh to have run. Stop everything with infra/servers/stop.sh.
set -euo pipefail
if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  echo "start.sh: run it, do not source it: eval \"\$(bash infra/servers/start.sh)\"" >&2
  return 1
fi

# shellcheck source=lib.sh
source "$(cd "$(dirname "$0")" && pwd)/lib.sh"

# A previous run's servers (same CI_RUN_DIR) are stopped and their data wiped.
if [ -d "$CI_RUN_DIR" ]; then
  bash "$SERVERS_DIR/stop.sh" >&2 || true
  rm -rf "$CI_RUN_DIR"
fi
mkdir -p "$CI_RUN_DIR"
chmod 755 "$CI_RUN_DIR"
for s in postgres kafka minio stripe; do mkdir -p "$CI_RUN_DIR/$s"; done

# If any server fails to start, stop the ones already started.
trap 'rc=$?; if [ "$rc" -ne 0 ]; then bash "$SERVERS_DIR/stop.sh" >&2 || true; fi' EXIT

load_state
[ -n "$PG_BIN" ] || die "postgres binaries not found (/usr/lib/postgresql/*/bin): run infra/servers/install.sh"
save_state

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
K6_PATH="$BIN/k6"
[ -x "$CHROMIUM_PATH" ] || log "warning: $CHROMIUM_PATH not found"
[ -x "$K6_PATH" ] || log "warning: $K6_PATH not found"

# Launch the slow starters first, then wait for each in turn.
declare -A T0 TOOK
T0[kafka]=$SECONDS; kafka_start
T0[minio]=$SECONDS; minio_start
T0[stripe]=$SECONDS; stripe_start
T0[postgres]=$SECONDS; postgres_start
for s in postgres stripe minio kafka; do
  "${s}_wait"
  TOOK[$s]=$((SECONDS - T0[$s]))
  log "$s: ready on 127.0.0.1:$(cat "$CI_RUN_DIR/$s/port") after ${TOOK[$s]}s"
done

cat >"$CI_RUN_DIR/servers.env" <<EOF
DATABASE_URL=postgres://postgres@127.0.0.1:$(cat "$CI_RUN_DIR/postgres/port")/techpack
KAFKA_BROKERS=127.0.0.1:$(cat "$CI_RUN_DIR/kafka/port")
S3_ENDPOINT=http://127.0.0.1:$(cat "$CI_RUN_DIR/minio/port")
S3_ACCESS_KEY=$S3_ACCESS_KEY
S3_SECRET_KEY=$S3_SECRET_KEY
S3_BUCKET=$S3_BUCKET
STRIPE_API_BASE=http://127.0.0.1:$(cat "$CI_RUN_DIR/stripe/port")
STRIPE_SECRET_KEY=sk_test_123
CHROMIUM_PATH=$CHROMIUM_PATH
K6_PATH=$K6_PATH
PG_BIN=$PG_BIN
KAFKA_LIBS=$KAFKA_LIBS
CI_RUN_DIR=$CI_RUN_DIR
EOF
log "wrote $CI_RUN_DIR/servers.env"
sed 's/^/export /' "$CI_RUN_DIR/servers.env"
