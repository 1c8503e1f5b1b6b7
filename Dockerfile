# syntax=docker/dockerfile:1
# Lutong Bahay: one image for every role (ROLE=web | worker | all). The steps are the npm scripts CI
# runs (.ci/run: npm ci, then npm run build), so the image cannot drift from what CI tests; the test
# apps/server/test/deploy/dockerfile.test.ts checks this file against the repository.
# Build: docker build -t lutong-bahay .   Run: docker compose up -d (compose.yaml, docs/operations.md)

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. deps: every dependency, exactly as package-lock.json pins it (the workspaces' manifests first,
#    so this layer is rebuilt only when a dependency changes).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

# 2. build: the shared rules, the server and the web app (browser and server builds), then drop the
#    development dependencies.
FROM deps AS build
COPY . .
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund

# 3. runtime: only what runs, owned by root and read-only to the process, which runs as `node`.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/shared/package.json ./packages/shared/
COPY --from=build /app/packages/shared/dist ./packages/shared/dist
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
# photos on disk when no S3 bucket is set (a volume in compose.yaml); the only writable place
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /healthz answers while the process runs (docs/operations.md); node's fetch: the slim image has no curl
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
