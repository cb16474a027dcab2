/** Which HAProxy the lookup picks (HAPROXY_PATH, the system's, or Debian's), downloading nothing. */
export function findHaproxy(options?: {
  env?: NodeJS.ProcessEnv;
  executable?: (file: string) => boolean;
}): { source: 'HAPROXY_PATH' | 'system' | 'debian'; path?: string };

/** The HAProxy to run, its environment, and the first download and unpack's time (else null). */
export function haproxyForTests(env?: NodeJS.ProcessEnv): Promise<{
  path: string;
  source: string;
  env: Record<string, string>;
  unpackMs: number | null;
}>;

/** dpkg's order of two version strings: negative, zero or positive. */
export function compareDebianVersions(a: string, b: string): number;
