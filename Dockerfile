# syntax=docker/dockerfile:1
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production FLOWBOT_DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json main.ts ./
COPY src ./src
COPY commands ./commands
COPY migrations ./migrations
COPY scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
# The HTTP server: /healthz, /readyz, /metrics, partner callbacks, file links (FLOWBOT_HTTP_PORT).
EXPOSE 8080
# Liveness from inside the container with node itself (the slim image has no curl).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.FLOWBOT_HTTP_PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1, so SIGTERM reaches the bot and it stops cleanly (npm would not pass it on).
CMD ["node", "--import", "tsx", "main.ts"]
