/** Which Chromium the lookup picks (CHROMIUM_PATH, the system's, or npm), unpacking nothing. */
export function findChromium(options?: {
  env?: NodeJS.ProcessEnv;
  executable?: (file: string) => boolean;
  systemPath?: string;
}): { source: 'CHROMIUM_PATH' | 'system' | 'npm'; path?: string };

/** The browser to launch, its environment, and the first unpack's time (else null). */
export function chromiumForTests(env?: NodeJS.ProcessEnv): {
  path: string;
  source: string;
  env: Record<string, string>;
  unpackMs: number | null;
};
