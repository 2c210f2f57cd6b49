# The career site as a container: Next's standalone server, run as a non-root user.
# Build: docker build -t career-site .   Run: see compose.yaml and the README's "Running in production".
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Pinned, the server actions keep their ids from one build to the next, so a page opened before a deploy
# still sends its form after it (Next derives the ids from this key; unset, every build draws a new one).
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=""
RUN NEXT_OUTPUT=standalone NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="$NEXT_SERVER_ACTIONS_ENCRYPTION_KEY" npx next build

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    # The site drains itself on SIGTERM (finishes or releases deliveries) instead of Next exiting at once.
    NEXT_MANUAL_SIG_HANDLE=true \
    SITE_DATA_DIR=/data/site \
    MAIL_DIR=/data/mail
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site --home-dir /app site \
    && mkdir -p /data/erasures && chown -R site:site /data
COPY --from=build --chown=site:site /app/.next/standalone ./
COPY --from=build --chown=site:site /app/.next/static ./.next/static
COPY --from=build --chown=site:site /app/public ./public
USER site
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
