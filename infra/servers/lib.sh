# Shared functions for start.sh / ctl.sh / stop.sh. Source it; do not run it.
# Layout of ${CI_RUN_DIR}:
#   servers.env          the variables tests read (see README.md)
#   state.env            paths the scripts need (cache, binaries, credentials)
#   <server>/port        port(s) chosen at first start, reused on restart
#   <server>/pid         pid of the running process (not postgres: postmaster.pid)
#   <server>/<server>.log
# Servers: postgres kafka minio stripe

SERVERS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CI_RUN_DIR="${CI_RUN_DIR:-/tmp/techpack-ci-run}"
CI_CACHE_DIR="${CI_CACHE_DIR:-$HOME/.cache/techpack-ci}"
START_TIMEOUT="${START_TIMEOUT:-120}"  # seconds to wait for one server to answer
STOP_TIMEOUT="${STOP_TIMEOUT:-30}"     # seconds to wait for a graceful stop

S3_ACCESS_KEY_DEFAULT="techpack-ci-access"
S3_SECRET_KEY_DEFAULT="techpack-ci-secret-key"
S3_BUCKET_DEFAULT="techpack-ci"

log() { printf '[servers %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
die() { printf '[servers] ERROR: %s\n' "$*" >&2; exit 1; }

load_state() {
  if [ -f "$CI_RUN_DIR/state.env" ]; then
    # shellcheck disable=SC1091
    source "$CI_RUN_DIR/state.env"
  fi
  BIN="${BIN:-$CI_CACHE_DIR/bin}"
  KAFKA_LIBS="${KAFKA_LIBS:-$CI_CACHE_DIR/kafka-libs}"
  if [ -z "${PG_BIN:-}" ]; then
    PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
  fi
  S3_ACCESS_KEY="${S3_ACCESS_KEY:-$S3_ACCESS_KEY_DEFAULT}"
  S3_SECRET_KEY="${S3_SECRET_KEY:-$S3_SECRET_KEY_DEFAULT}"
  S3_BUCKET="${S3_BUCKET:-$S3_BUCKET_DEFAULT}"
}

save_state() {
  cat >"$CI_RUN_DIR/state.env" <<EOF
BIN='$BIN'
KAFKA_LIBS='$KAFKA_LIBS'
PG_BIN='$PG_BIN'
S3_ACCESS_KEY='$S3_ACCESS_KEY'
S3_SECRET_KEY='$S3_SECRET_KEY'
S3_BUCKET='$S3_BUCKET'
EOF
}

# ---------------------------------------------------------------- helpers
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

USED_PORTS=" "
free_port() { # prints a free loopback port, never one handed out before in this run
  local p i
  for i in $(seq 1 200); do
    p=$((20000 + RANDOM % 40000))
    case "$USED_PORTS" in *" $p "*) continue ;; esac
    if ! port_open "$p" && ! ss -Htan "sport = :$p" 2>/dev/null | grep -q .; then
      USED_PORTS="$USED_PORTS$p "
      echo "$p"
      return 0
    fi
  done
  die "no free port found"
}

pid_alive() { [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null; }
read_pid() { cat "$CI_RUN_DIR/$1/pid" 2>/dev/null || true; }

spawn() { # name cmd... : starts a daemon detached from our stdio, records its pid
  local name="$1"; shift
  local dir="$CI_RUN_DIR/$name"
  setsid "$@" </dev/null >>"$dir/$name.log" 2>&1 &
  echo $! >"$dir/pid"
}

stop_pid() { # name signal
  local name="$1" sig="${2:-TERM}" pid i
  pid="$(read_pid "$name")"
  if ! pid_alive "$pid"; then rm -f "$CI_RUN_DIR/$name/pid"; return 0; fi
  kill -"$sig" "$pid" 2>/dev/null || true
  for i in $(seq 1 $((STOP_TIMEOUT * 5))); do
    pid_alive "$pid" || break
    sleep 0.2
  done
  if pid_alive "$pid"; then
    log "$name: still running after ${STOP_TIMEOUT}s, sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    sleep 0.5
  fi
  rm -f "$CI_RUN_DIR/$name/pid"
}

wait_until() { # name description command... : retries command until it succeeds
  local name="$1" what="$2"; shift 2
  local t0=$SECONDS
  while ! "$@" >/dev/null 2>&1; do
    if [ $((SECONDS - t0)) -ge "$START_TIMEOUT" ]; then
      log "$name: last lines of $CI_RUN_DIR/$name/$name.log:"
      tail -n 30 "$CI_RUN_DIR/$name/$name.log" >&2 2>/dev/null || true
      die "$name did not answer ($what) within ${START_TIMEOUT}s"
    fi
    if [ "$name" != postgres ] && ! pid_alive "$(read_pid "$name")"; then
      log "$name: process exited; last lines of $CI_RUN_DIR/$name/$name.log:"
      tail -n 30 "$CI_RUN_DIR/$name/$name.log" >&2 2>/dev/null || true
      die "$name exited during start-up"
    fi
    sleep 0.3
  done
}

# ---------------------------------------------------------------- postgres
# postgres refuses to run as root: as root, run its binaries as the 'postgres' user.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

postgres_init() { # first start only
  local dir="$CI_RUN_DIR/postgres"
  [ -x "$PG_BIN/initdb" ] || die "postgres: no initdb in PG_BIN=$PG_BIN (run infra/servers/install.sh)"
  echo "$(free_port)" >"$dir/port"
  if [ "$(id -u)" = 0 ]; then
    chown -R postgres: "$dir"
    as_pg test -w "$dir" || die "postgres: user 'postgres' cannot write $dir (parents of CI_RUN_DIR must be world-traversable)"
  fi
  # (initdb's output goes to a file of its own: postgres.log must be created by 'postgres')
  as_pg "$PG_BIN/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 ||
    { tail -n 20 "$dir/initdb.log" >&2; die "postgres: initdb failed"; }
  cat >>"$dir/data/postgresql.conf" <<EOF
# techpack CI: private throwaway cluster on loopback
listen_addresses = '127.0.0.1'
port = $(cat "$dir/port")
unix_socket_directories = '$dir'
max_connections = 200
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
}

postgres_start() {
  local dir="$CI_RUN_DIR/postgres"
  [ -f "$dir/data/PG_VERSION" ] || postgres_init
  as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t "$START_TIMEOUT" start >/dev/null ||
    { tail -n 20 "$dir/postgres.log" >&2; die "postgres: pg_ctl start failed"; }
}

postgres_wait() {
  local port; port="$(cat "$CI_RUN_DIR/postgres/port")"
  wait_until postgres "pg_isready on 127.0.0.1:$port" "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres
  if ! "$PG_BIN/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -Atqc "select 1 from pg_database where datname='techpack'" | grep -q 1; then
    "$PG_BIN/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -qc "create database techpack" >/dev/null ||
      die "postgres: could not create database techpack"
  fi
}

postgres_stop() { # mode: fast (graceful) | immediate (crash-like)
  local dir="$CI_RUN_DIR/postgres" mode="${1:-fast}"
  [ -f "$dir/data/postmaster.pid" ] || return 0
  as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m "$mode" -w -t "$STOP_TIMEOUT" stop >/dev/null 2>&1 || true
}

postgres_running() {
  as_pg "$PG_BIN/pg_ctl" -D "$CI_RUN_DIR/postgres/data" status >/dev/null 2>&1
}

# ---------------------------------------------------------------- kafka
kafka_init() { # first start only: config + storage format
  local dir="$CI_RUN_DIR/kafka" bport cport cluster_id
  ls "$KAFKA_LIBS"/kafka_2.13-*.jar >/dev/null 2>&1 || die "kafka: no jars in KAFKA_LIBS=$KAFKA_LIBS (run infra/servers/install.sh)"
  bport="$(free_port)"; cport="$(free_port)"
  echo "$bport" >"$dir/port"; echo "$cport" >"$dir/controller-port"
  cat >"$dir/server.properties" <<EOF
# techpack CI: single-node KRaft (combined broker + controller) on loopback
process.roles=broker,controller
node.id=1
controller.quorum.bootstrap.servers=127.0.0.1:$cport
listeners=PLAINTEXT://127.0.0.1:$bport,CONTROLLER://127.0.0.1:$cport
advertised.listeners=PLAINTEXT://127.0.0.1:$bport
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$dir/data
auto.create.topics.enable=true
num.partitions=3
default.replication.factor=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
num.network.threads=2
num.io.threads=4
log.flush.interval.messages=9223372036854775807
EOF
  cat >"$dir/log4j2.properties" <<'EOF'
status = warn
appender.stdout.type = Console
appender.stdout.name = STDOUT
appender.stdout.layout.type = PatternLayout
appender.stdout.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = INFO
rootLogger.appenderRef.stdout.ref = STDOUT
logger.state.name = state.change.logger
logger.state.level = WARN
logger.request.name = kafka.request.logger
logger.request.level = WARN
EOF
  # 16 random bytes, base64url without padding: a valid Kafka cluster id
  # (not starting with '-': the storage tool would read it as an option)
  cluster_id="-"
  while [ "${cluster_id#-}" != "$cluster_id" ]; do
    cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')"
  done
  kafka_java kafka.tools.StorageTool format --standalone -t "$cluster_id" -c "$dir/server.properties" \
    >>"$dir/kafka.log" 2>&1 || { tail -n 20 "$dir/kafka.log" >&2; die "kafka: storage format failed"; }
}

kafka_java() { # class args... (foreground)
  java -Xmx256m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC \
    -Dlog4j2.configurationFile="$CI_RUN_DIR/kafka/log4j2.properties" \
    -cp "$KAFKA_LIBS/*" "$@"
}

kafka_start() {
  local dir="$CI_RUN_DIR/kafka"
  [ -f "$dir/server.properties" ] || kafka_init
  spawn kafka java -Xms256m -Xmx512m -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
    -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$dir/log4j2.properties" -Dkafka.logs.dir="$dir" \
    -cp "$KAFKA_LIBS/*" kafka.Kafka "$dir/server.properties"
}

kafka_metadata_ok() { # the broker answers a metadata (describeCluster) request
  local port="$1"
  timeout 30 java -Xmx128m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC \
    -Dlog4j2.configurationFile="$CI_RUN_DIR/kafka/log4j2-quiet.properties" \
    -cp "$KAFKA_LIBS/*" org.apache.kafka.tools.ClusterTool cluster-id \
    --bootstrap-server "127.0.0.1:$port" 2>/dev/null | grep -q 'Cluster ID'
}

# Asking for a consumer group makes the broker create __consumer_offsets and load the
# group coordinator; doing it here spares the first test consumer the
# "coordinator is loading" retries. A loaded coordinator answers "group not found".
kafka_coordinator_ok() {
  local port="$1"
  timeout 60 java -Xmx128m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC \
    -Dlog4j2.configurationFile="$CI_RUN_DIR/kafka/log4j2-quiet.properties" \
    -cp "$KAFKA_LIBS/*" org.apache.kafka.tools.consumer.group.ConsumerGroupCommand \
    --bootstrap-server "127.0.0.1:$port" --describe --group techpack-ci-warmup 2>&1 |
    grep -qiE 'GroupIdNotFound|does not exist|not found|no active members'
}

kafka_wait() {
  local port; port="$(cat "$CI_RUN_DIR/kafka/port")"
  printf 'status = error\nrootLogger.level = ERROR\n' >"$CI_RUN_DIR/kafka/log4j2-quiet.properties"
  wait_until kafka "port 127.0.0.1:$port" port_open "$port"
  wait_until kafka "metadata request to 127.0.0.1:$port" kafka_metadata_ok "$port"
  wait_until kafka "group coordinator on 127.0.0.1:$port" kafka_coordinator_ok "$port"
}

kafka_stop() { stop_pid kafka "${1:-TERM}"; }

# ---------------------------------------------------------------- minio
minio_start() {
  local dir="$CI_RUN_DIR/minio"
  [ -x "$BIN/minio" ] || die "minio: $BIN/minio missing (run infra/servers/install.sh)"
  [ -f "$dir/port" ] || echo "$(free_port)" >"$dir/port"
  mkdir -p "$dir/data"
  MINIO_ROOT_USER="$S3_ACCESS_KEY" MINIO_ROOT_PASSWORD="$S3_SECRET_KEY" \
    MINIO_BROWSER=off MINIO_UPDATE=off MINIO_CI_CD=on \
    spawn minio "$BIN/minio" server "$dir/data" --quiet --address "127.0.0.1:$(cat "$dir/port")"
}

minio_live() { curl -fsS -o /dev/null --max-time 5 "http://127.0.0.1:$1/minio/health/live"; }

minio_make_bucket() { # S3 PutBucket with a SigV4-signed request (curl >= 7.75)
  local port="$1" code
  code="$(curl -sS -o /dev/null -w '%{http_code}' --max-time 10 -X PUT \
    --aws-sigv4 "aws:amz:us-east-1:s3" -u "$S3_ACCESS_KEY:$S3_SECRET_KEY" \
    "http://127.0.0.1:$port/$S3_BUCKET")"
  [ "$code" = 200 ] || [ "$code" = 409 ] # 409: already exists (restart)
}

minio_wait() {
  local port; port="$(cat "$CI_RUN_DIR/minio/port")"
  wait_until minio "GET /minio/health/live on 127.0.0.1:$port" minio_live "$port"
  wait_until minio "create bucket $S3_BUCKET" minio_make_bucket "$port"
}

minio_stop() { stop_pid minio "${1:-TERM}"; }

# ---------------------------------------------------------------- stripe-mock
stripe_start() {
  local dir="$CI_RUN_DIR/stripe"
  [ -x "$BIN/stripe-mock" ] || die "stripe-mock: $BIN/stripe-mock missing (run infra/servers/install.sh)"
  [ -f "$dir/port" ] || echo "$(free_port)" >"$dir/port"
  # stripe-mock also opens HTTPS, by default on *:12112: keep that on a free loopback port too.
  [ -f "$dir/https-port" ] || echo "$(free_port)" >"$dir/https-port"
  spawn stripe "$BIN/stripe-mock" -http-addr "127.0.0.1:$(cat "$dir/port")" \
    -https-addr "127.0.0.1:$(cat "$dir/https-port")"
}

stripe_ok() {
  curl -fsS -o /dev/null --max-time 5 -H "Authorization: Bearer sk_test_123" "http://127.0.0.1:$1/v1/customers"
}

stripe_wait() {
  local port; port="$(cat "$CI_RUN_DIR/stripe/port")"
  wait_until stripe "GET /v1/customers on 127.0.0.1:$port" stripe_ok "$port"
}

stripe_stop() { stop_pid stripe "${1:-TERM}"; }

# ---------------------------------------------------------------- generic
server_fn() { # maps user-facing names to function prefixes
  case "$1" in
    postgres | pg | postgresql) echo postgres ;;
    kafka) echo kafka ;;
    minio | s3) echo minio ;;
    stripe | stripe-mock) echo stripe ;;
    *) die "unknown server '$1' (postgres|kafka|minio|stripe)" ;;
  esac
}

server_running() {
  case "$1" in
    postgres) postgres_running ;;
    *) pid_alive "$(read_pid "$1")" ;;
  esac
}
