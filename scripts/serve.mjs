#!/usr/bin/env node
// Serves the built product (npm run serve): the API, then, once it answers /api/health,
// the site in front of it. PORT and HOST are the site's (default 127.0.0.1:3000, the one
// public origin); API_PORT and API_HOST the API's (default 127.0.0.1:3001). Every other
// variable reaches both processes. Ctrl-C (SIGINT) or SIGTERM stops both; if either
// process ends on its own, the other is stopped too.
import { embeddedAddresses, ProcessGroup } from './processes.mjs';

const { apiHost, apiPort, siteHost, sitePort, apiUrl, dataDir } = embeddedAddresses();
const HEALTH_TIMEOUT_MS = 120_000;
const group = new ProcessGroup();

// From the repository root, so the embedded DATA_DIR (./data) is the README's.
group.start('API', '.', ['backend/dist/main.js'], {
  env: { HOST: apiHost, PORT: apiPort, DATA_DIR: dataDir },
});
if (!(await group.waitForApi(apiUrl, HEALTH_TIMEOUT_MS))) {
  if (!group.stopping) {
    console.error(
      `The API did not answer ${apiUrl}/api/health within ${HEALTH_TIMEOUT_MS / 1000} s`,
    );
    group.stop(1);
  }
} else {
  group.start('Site', 'frontend', ['build/runtime/main.js'], {
    env: {
      NODE_ENV: 'production',
      HOST: siteHost,
      PORT: sitePort,
      DATA_DIR: dataDir,
      BACKEND_URL: process.env.BACKEND_URL || apiUrl,
    },
  });
  console.log(`Prism is up: http://${siteHost}:${sitePort} (API at ${apiUrl})`);
}
