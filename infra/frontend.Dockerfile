# syntax=docker/dockerfile:1
# The Prism site (React Router SSR behind its own Express server; the one public origin).
# Build from the repository root:
#   docker build -f infra/frontend.Dockerfile -t prism-frontend .
# Multi-stage: build with every dependency, ship production dependencies only, run as the
# unprivileged `node` user. No secret is baked in. See ADR 013.
ARG NODE_IMAGE=node:22.22.2-trixie-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# Manifests first: the dependency layers are reused until a manifest or the lock changes.
# Every workspace's manifest is needed for the lock file to match.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/

FROM manifests AS build
# The workspace root too: TypeScript, the compiler, is a root development dependency.
RUN npm ci --include-workspace-root --workspace contracts --workspace frontend --no-audit --no-fund
COPY tsconfig.base.json ./
# The site bundles the contracts from their TypeScript source; its server imports their
# compiled server-only entry (@prism/contracts/server-cache).
COPY contracts contracts
COPY frontend frontend
RUN npm run build --workspace contracts --workspace frontend

FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace frontend --no-audit --no-fund \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# Memory as the cluster test and the bench run it (scripts/memory-caps.cjs reads it from
# here; ADR 106): a V8 heap cap, and glibc's mmap threshold fixed so that large buffers
# freed (brotli's, SQLite's) go back to the system instead of staying in the process.
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  NODE_OPTIONS=--max-old-space-size=192 \
  MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# Owned by root and read-only for the app user: the process cannot rewrite its own code.
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules node_modules
# The contracts' manifest and their own production dependencies, then their compiled code.
COPY --from=prod-deps /app/contracts contracts
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=prod-deps /app/frontend/package.json frontend/
COPY --from=build /app/frontend/build frontend/build
COPY infra/healthcheck.mjs infra/healthcheck.mjs
USER node
EXPOSE 3000
# Served by the React Router app itself, without calling the API: a cheap proof that the
# server build is loaded and answering.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "infra/healthcheck.mjs", "/health/ready"]
CMD ["node", "frontend/build/runtime/main.js"]
