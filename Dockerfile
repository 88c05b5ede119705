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
# node itself is PID 1, so SIGTERM reaches the bot and it stops cleanly (npm would not pass it on).
CMD ["node", "--import", "tsx", "main.ts"]
