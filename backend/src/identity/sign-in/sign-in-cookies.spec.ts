import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every TypeScript source of the API, tests excepted. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('SignInCookies', () => {
  it('is the only writer of cookies in the API (ADR 038)', () => {
    const root = join(__dirname, '../..');
    const writers = sources(root)
      .filter((file) =>
        /\.(cookie|clearCookie)\(|\.(setHeader|append|set)\(\s*['"]set-cookie['"]/i.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(root, file));
    expect(writers).toEqual(['identity/sign-in/sign-in-cookies.ts']);
  });
});
