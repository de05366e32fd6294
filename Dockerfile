# syntax=docker/dockerfile:1
#
# Production image: compiled JavaScript run by plain `node` (no tsx, no TypeScript sources), production
# dependencies only (no embedded PostgreSQL), the Vite client and server-rendering builds, no source maps.
#
# Build:    docker build -t immigration-law-site .
# Migrate:  docker run --rm --init --env-file .env immigration-law-site node dist/node/migrate.js
# Run:      docker run -d --init -p 3000:3000 --env-file .env -e MIGRATE_ON_START=false immigration-law-site
# Account:  docker run --rm -it --init --env-file .env immigration-law-site \
#             node dist/node/user-create.js --email you@firm.com --role admin
#
# Always run with --init (docker compose: `init: true`): tini becomes PID 1, forwards SIGTERM/SIGINT to
# node (which shuts down gracefully) and reaps any child process that exits.
#
# In production the server refuses to start without DATABASE_URL, an https PUBLIC_URL and SMTP_URL.
# Overrides, for trials only: ALLOW_HTTP_PUBLIC_URL=1 (plain-http PUBLIC_URL, no Secure cookies),
# ALLOW_MAIL_OUTBOX=1 (e-mails written to $DATA_DIR/outbox instead of sent). ALLOW_EMBEDDED_DATABASE=1
# cannot work in this image: embedded-postgres is a dev dependency and is not installed here.
# Migrations: `node dist/node/migrate.js` applies drizzle/ as a one-off step; the server also applies them
# at start (instances take turns through an advisory lock) unless MIGRATE_ON_START=false.
# See docker-compose.yml for a stack with PostgreSQL, and .env.example for every variable.

# ---- deps: every dependency (dev included), needed to build ----
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

# ---- build: dist/client (precompressed), dist/server (SSR entry), dist/node (compiled server) ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build \
 && find dist -name '*.map' -delete \
 && if find dist -name '*.map' | grep -q .; then echo 'source maps left in dist/' >&2; exit 1; fi

# ---- prod-deps: runtime dependencies only (no tsx, no embedded-postgres, no build tools) ----
FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# typescript (23 MB) lands here only as a peer dependency of @trpc/* (types, unused at run time) and an optional
# one of cosmiconfig (graphile-worker's config-file search, used only for a .ts config file, which /app has not).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
 && find node_modules -name '*.map' -type f -delete

# ---- runtime ----
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
# The compiled server finds drizzle/ and dist/ relative to the working directory: keep WORKDIR /app.
WORKDIR /app

# Application files stay owned by root (read-only for the `node` user); only DATA_DIR is writable.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/drizzle ./drizzle

# DATA_DIR holds the mail outbox when ALLOW_MAIL_OUTBOX=1 is used instead of SMTP_URL.
RUN mkdir -p /app/data && chown node:node /app/data

USER node
EXPOSE 3000

# No curl in the slim image: use Node's built-in fetch.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "dist/node/index.js"]
