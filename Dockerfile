# The store in one image: the API serving the built web app on port 3000. At start it applies the
# database migrations (prisma/migrations) and, into an empty database, the demo data unless
# SEED_DEMO_DATA=false. Needs DATABASE_URL and SESSION_SECRET; docker-compose.yml runs it with
# PostgreSQL and a mail catcher (README, "Docker"; every setting in .env.example). The operators' tool
# is in it too (`node apps/ops/dist/cli.js`), with PostgreSQL 15's client for `db backup|restore`.
#
# Stage "build" installs everything, builds the API, the web app and the operators' tool, then swaps
# node_modules for the production dependencies of the three alone and gathers what they read at run
# time into /out. The final image is node with /out: no sources, no build tools, no pnpm; it runs as
# `node`.

FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@carcare/api... --filter=@carcare/web... --filter=@carcare/ops... \
      --output-logs=errors-only
# Production dependencies only, from the store the install above filled (--offline). The root's
# postinstall (prisma generate, a dev tool) has done its work already, so scripts are skipped and
# the dependencies' own install steps (bcrypt, the embedded PostgreSQL binaries) run via rebuild.
RUN rm -rf node_modules apps/*/node_modules packages/*/node_modules \
 && pnpm install --prod --frozen-lockfile --offline --ignore-scripts \
      --filter @carcare/api... --filter @carcare/web... --filter @carcare/ops... \
 && pnpm rebuild --filter @carcare/api... --filter @carcare/web... --filter @carcare/ops...
# What the server and the operators' tool read: each package they load (the API, the web app's
# server bundle and client assets, apps/ops, the workspace packages they use, as `pnpm exec pwd`
# lists them) with its package.json, node_modules and build output, the root node_modules they link
# into, and the migrations. The folder layout stays the repository's: the server finds prisma/ and
# apps/web/build from its own.
RUN mkdir -p /out/prisma /out/.data \
 && cp -a package.json node_modules /out/ \
 && cp -a prisma/migrations /out/prisma/ \
 && for dir in $(pnpm -s --filter @carcare/api... --filter @carcare/web... --filter @carcare/ops... exec pwd); do \
      target="/out/${dir#/app/}"; mkdir -p "$target"; \
      for part in package.json node_modules dist build; do \
        if [ -e "$dir/$part" ]; then cp -a "$dir/$part" "$target/"; fi; \
      done; \
    done

FROM node:20-bookworm-slim
# LANG: without it an embedded database (no DATABASE_URL) would be created as SQL_ASCII, which the
# Arabic catalogue's migration refuses.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/.data LANG=C.UTF-8
WORKDIR /app
# pg_dump, pg_restore and psql of the store's PostgreSQL major version, for `node apps/ops/dist/cli.js
# db backup|restore` (decision 027: 15, the one Debian bookworm carries).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /out /app
# The store's own files stay root's (read-only to the server); only its data folder is writable:
# operators' images (DATA_DIR/media), and the embedded database when DATABASE_URL is not set.
RUN chown node:node /app/.data
USER node
EXPOSE 3000
# Healthy while the server answers and reaches its database (/api/health answers 503 otherwise).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
