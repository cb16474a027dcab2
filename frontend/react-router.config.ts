import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server: visitors and crawlers get the content in the HTML.
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  future: {
    // Loaders get the request as it came, not two copies made per loader to strip React
    // Router's own `?index` and `?_routes` parameters (ADR 079); they read the address from
    // `url`, which React Router normalises for them.
    v8_passThroughRequests: true,
  },
} satisfies Config;
