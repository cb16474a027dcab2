# syntax=docker/dockerfile:1
# The Prism API (NestJS). Build from the repository root:
#   docker build -f infra/backend.Dockerfile -t prism-backend .
# Multi-stage: compile with every dependency, ship production dependencies only, run as
# the unprivileged `node` user. No secret is baked in: configuration comes from the
# environment at run time (docker-compose.yml, .env.example). See ADR 013.
ARG NODE_IMAGE=node:22.22.2-trixie-slim

# Toolchain for native modules (better-sqlite3, argon2, sharp) in case no prebuilt binary
# matches the platform; it never reaches the runtime image.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Manifests first: the dependency layers are reused until a manifest or the lock changes.
# Every workspace's manifest is needed for the lock file to match.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/

FROM toolchain AS build
# The workspace root too: TypeScript, the compiler, is a root development dependency.
RUN npm ci --include-workspace-root --workspace contracts --workspace backend --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contracts contracts
COPY backend backend
RUN npm run build --workspace contracts --workspace backend

FROM toolchain AS prod-deps
RUN npm ci --omit=dev --workspace contracts --workspace backend --no-audit --no-fund \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# Memory as the cluster test and the bench run it (scripts/memory-caps.cjs reads it from
# here; ADR 106): a V8 heap cap, and glibc's mmap threshold fixed so that large buffers
# freed (brotli's, SQLite's) go back to the system instead of staying in the process.
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3001 \
  NODE_OPTIONS=--max-old-space-size=256 \
  MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# Owned by root and read-only for the app user: the process cannot rewrite its own code.
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules node_modules
# The contracts' manifest with their own production dependencies (lru-cache), then their code.
COPY --from=prod-deps /app/contracts contracts
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=prod-deps /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY infra/healthcheck.mjs infra/healthcheck.mjs
USER node
EXPOSE 3001
# Ready means the database answers; compose and orchestrators wait on it.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "infra/healthcheck.mjs", "/api/health/ready"]
# Node itself is the process that gets SIGTERM (no npm in between): graceful shutdown, ADR 014.
CMD ["node", "backend/dist/main.js"]
