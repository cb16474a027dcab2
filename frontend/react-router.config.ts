import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server: visitors and crawlers get the content in the HTML.
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
