# syntax=docker/dockerfile:1
# Halyard VPN: the built server (API + web app on one port). Decision 0091; README "Docker".
#   docker build -t halyard .
#   docker run -p 3000:3000 -v halyard-data:/data halyard            # SQLite in /data
#   docker compose up                                                  # with PostgreSQL

ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every workspace's dependencies, then the web app and the server bundle -------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Native modules (better-sqlite3, argon2) fall back to compiling when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build

# --- production dependencies of the server only ---------------------------------------------
FROM build AS deps
RUN rm -rf node_modules apps/*/node_modules packages/*/node_modules \
  && npm ci --omit=dev --workspace @halyard/server --include-workspace-root=false

# --- runtime ----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  LOG_LEVEL=info
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/package.json ./package.json
COPY --from=deps /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Help centre and legal pages (decision 0131); CONTENT_DIR lays an operator's files over them.
COPY --from=build /app/content ./content
# The server's render entry (its libraries bundled in) and the pre-rendered storefront (decision 0140).
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
COPY --from=build /app/apps/web/dist-prerender ./apps/web/dist-prerender
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready = the process answers and its database does (GET /readyz).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: in-flight requests finish, then it exits (10 s cap).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
