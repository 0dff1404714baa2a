#!/usr/bin/env bash
# Stops / starts one server started by start.sh, for fault tests. Same port and
# same data on restart, so clients can reconnect.
#   infra/servers/ctl.sh <postgres|kafka|minio|stripe> <stop|start|restart|kill|status>
#     stop     graceful stop (SIGTERM; postgres: pg_ctl -m fast), waits until it is gone
#     kill     crash-like stop (SIGKILL; postgres: pg_ctl -m immediate)
#     start    starts it again and waits until it answers
#     restart  stop + start
#     status   exit 0 when running
# Uses CI_RUN_DIR (from servers.env) to find the servers.
# e.g. a 20 s Kafka outage: ctl.sh kafka stop; sleep 20; ctl.sh kafka start
set -euo pipefail
# shellcheck source=lib.sh
source "$(cd "$(dirname "$0")" && pwd)/lib.sh"

[ $# -eq 2 ] || die "usage: ctl.sh <postgres|kafka|minio|stripe> <stop|start|restart|kill|status>"
s="$(server_fn "$1")"
[ -f "$CI_RUN_DIR/servers.env" ] || die "no servers.env in CI_RUN_DIR=$CI_RUN_DIR: run start.sh first"
load_state

do_stop() {
  case "$s" in
    postgres) postgres_stop "${1:-fast}" ;;
    *) "${s}_stop" "${2:-TERM}" ;;
  esac
}

do_start() {
  if server_running "$s"; then log "$s: already running"; return 0; fi
  local t0=$SECONDS
  "${s}_start"
  "${s}_wait"
  log "$s: ready on 127.0.0.1:$(cat "$CI_RUN_DIR/$s/port") after $((SECONDS - t0))s"
}

case "$2" in
  stop) do_stop fast TERM; log "$s: stopped" ;;
  kill) do_stop immediate KILL; log "$s: killed" ;;
  start) do_start ;;
  restart) do_stop fast TERM; do_start ;;
  status) if server_running "$s"; then echo "$s: running"; else echo "$s: stopped"; exit 1; fi ;;
  *) die "unknown action '$2' (stop|start|restart|kill|status)" ;;
esac
