# Northdesk: one image for every node. Multi-stage: dependencies, the web build and the server's
# compiled JavaScript (esbuild, `npm run build:server`) in a full Node image; the runtime keeps
# production dependencies, the compiled server, its migrations and the built web app, and runs as
# the unprivileged `node` user. Admin commands: `docker compose exec northdesk-1 node apps/server/dist/admin.js …`.
# Build: docker build -t northdesk .   Run: see docker-compose.yml and the README ("Production").

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM deps AS build
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build --silent -w @northdesk/web
COPY apps/server apps/server
RUN npm run build --silent -w @northdesk/server

FROM deps AS prod-deps
RUN npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/package.json package.json
COPY apps/server/package.json apps/server/package.json
COPY apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
