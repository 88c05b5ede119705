# syntax=docker/dockerfile:1
# Build: every dependency, then the TypeScript compiled to dist/ (with the migrations).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json main.ts ./
COPY src ./src
COPY commands ./commands
COPY migrations ./migrations
COPY scripts ./scripts
RUN npm run build

# Production dependencies only: no TypeScript, tsx, vitest or drizzle-kit in the image.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# Memory: glibc's malloc keeps an arena per thread that touched it (V8's GC and compiler threads,
# libuv's pool), each holding freed memory; two are enough for one event loop. The HTTP server
# listens on every interface of the container: compose publishes it on 127.0.0.1 only.
ENV NODE_ENV=production FLOWBOT_DATA_DIR=/data MALLOC_ARENA_MAX=2 FLOWBOT_HTTP_HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# package.json says the compiled files are ES modules ("type": "module").
COPY package.json ./
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
# The HTTP server: /healthz, /readyz, partner callbacks, file links (FLOWBOT_HTTP_PORT). /metrics has a
# port of its own (FLOWBOT_METRICS_PORT), not exposed here.
EXPOSE 8080
# Liveness from inside the container with node itself (the slim image has no curl).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.FLOWBOT_HTTP_PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The compiled bot, node itself as PID 1, so SIGTERM reaches it and it stops cleanly (npm would not
# pass it on). A young generation of 4 MB semi-spaces instead of 16: the bot's garbage is short-lived
# (events, REST bodies), and with 500 jobs in flight it cut the peak by about 60 MB for some more
# scavenges. The old generation grows to 1.3× what a full collection left, not V8's own factor (up
# to 4×): with 500 jobs in flight it held 120–146 MB for 68–80 MB live, 91–94 MB with it, for no
# CPU the bench could see. Release steps: `node dist/scripts/migrate.js`, `node dist/scripts/deploy-commands.js`;
# the REST proxy: `node dist/scripts/rest-proxy.js`.
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=30", "dist/main.js"]
