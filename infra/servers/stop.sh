#!/usr/bin/env bash
# Stops every server that start.sh started under ${CI_RUN_DIR:-/tmp/techpack-ci-run}.
# Safe to call any number of times; keeps the data dirs (start.sh wipes them).
set -uo pipefail
# shellcheck source=lib.sh
source "$(cd "$(dirname "$0")" && pwd)/lib.sh"

[ -d "$CI_RUN_DIR" ] || exit 0
load_state
# In parallel: Kafka's controlled shutdown takes a few seconds.
stripe_stop &
minio_stop &
kafka_stop &
if [ -n "$PG_BIN" ]; then postgres_stop fast; fi
wait
log "all servers stopped"
