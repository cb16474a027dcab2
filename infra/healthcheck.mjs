// Container health probe: `node infra/healthcheck.mjs <path>` exits 0 when this
// container's own server answers the path with a 2xx, else 1. The slim Node images carry
// no curl or wget, and a probe in Node needs nothing else installed.
const path = process.argv[2] ?? '/';
const port = process.env.PORT ?? '3000';
try {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    signal: AbortSignal.timeout(4000),
    redirect: 'manual',
  });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
