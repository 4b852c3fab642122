# One way to run Swasthya in production (docs/operations.md). Not built or run where it was written
# (no Docker there); the same steps without Docker (npm ci, npm run build, npm ci --omit=dev,
# node dist-server/index.js) were. Build with another Node: --build-arg NODE_VERSION=22.
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The app (dist/) and the server as JavaScript (dist-server/, with its migrations, catalog and fonts).
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data DIST_DIR=/app/dist
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/dist-server dist-server
COPY package.json ./
# DATA_DIR holds only the file outboxes of channels left unconfigured and STORAGE=local uploads.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:8080/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM drains (finishes requests in flight, then closes the pool): give it up to 30 s.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist-server/index.js"]
