/**
 * The Node.js versions the README supports (20.19+ or 22.16+), taken by every package
 * `npm ci` installs from the lockfile (issue 49): each declares engines that accept both
 * ends of each line, so `npm ci` prints no EBADENGINE warning on a supported Node.
 */
import { createRequire } from 'node:module';
import { readRepoFile } from './repo-files';

interface Semver {
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
}
// npm's own range logic (npm-install-checks uses semver.satisfies with prereleases).
const semver = createRequire(__filename)('semver') as Semver;

interface LockPackage {
  engines?: { node?: string } | string[];
  optional?: boolean;
}

/** The lowest release of each supported line, and a release far along it. */
const SUPPORTED = ['20.19.0', '20.999.0', '22.16.0', '22.999.0'];

describe('supported Node.js versions', () => {
  it('are the ones the README names, in the quick start and for the tests', () => {
    const readme = readRepoFile('README.md');
    expect(readme.match(/Node\.js 20\.19\+ or 22\.16\+/g)).toHaveLength(2);
    const { engines } = JSON.parse(readRepoFile('package.json')) as { engines: { node: string } };
    for (const version of SUPPORTED) expect(semver.satisfies(version, engines.node)).toBe(true);
  });

  it('are taken by every package npm ci installs, at both ends of each line', () => {
    const lock = JSON.parse(readRepoFile('package-lock.json')) as {
      packages: Record<string, LockPackage>;
    };
    const refused: string[] = [];
    for (const [path, pkg] of Object.entries(lock.packages)) {
      const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
      // An optional package for another platform is skipped by npm, engines and all.
      if (!wanted || pkg.optional) continue;
      for (const version of SUPPORTED) {
        if (!semver.satisfies(version, wanted, { includePrerelease: true })) {
          refused.push(`${path || '(root)'} wants ${wanted}, not ${version}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});
