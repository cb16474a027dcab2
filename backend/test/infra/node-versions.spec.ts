/**
 * The Node.js versions the project supports, said once and held everywhere (issue 49): the
 * README's sentence, the root package's `engines`, .nvmrc and the CI matrix name the same
 * range, and every package `npm ci` installs from the lockfile declares engines that take
 * both ends of it, so `npm ci` prints no EBADENGINE warning on a supported Node.
 */
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { readRepoFile } from './repo-files';

interface Semver {
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
  minVersion(range: string): { version: string } | null;
}
// npm's own range logic (npm-install-checks uses semver.satisfies with prereleases).
const semver = createRequire(__filename)('semver') as Semver;

interface LockPackage {
  engines?: { node?: string } | string[];
  optional?: boolean;
}

const range = (JSON.parse(readRepoFile('package.json')) as { engines: { node: string } }).engines
  .node;

/** Each branch of the range (`^22.17.0 || ^24.11.0`): its lowest and its highest version. */
function ends(): string[] {
  return range.split('||').flatMap((branch) => {
    const low = semver.minVersion(branch.trim())!.version;
    return [low, `${low.split('.')[0]!}.999.0`];
  });
}

describe('supported Node.js versions', () => {
  it('are named once: README, engines, .nvmrc and the CI matrix agree', () => {
    expect(range).toBe('^22.17.0 || ^24.11.0');
    const readme = readRepoFile('README.md');
    // The quick start and the tests section say the same versions.
    expect(readme.match(/Node\.js 22\.17\+ or 24\.11\+/g)).toHaveLength(2);
    expect(readme).not.toMatch(/Node\.js 20/);
    expect(semver.satisfies(readRepoFile('.nvmrc').trim(), range)).toBe(true);
    const ci = parse(readRepoFile('.github/workflows/ci.yml')) as {
      jobs: { test: { strategy: { matrix: { node: string[] } } } };
    };
    // The lowest supported version, and the newest release of the newest line.
    expect(ci.jobs.test.strategy.matrix.node).toEqual(['22.17.0', '24']);
  });

  it('are taken by every package npm ci installs, at both ends of each line', () => {
    const lock = JSON.parse(readRepoFile('package-lock.json')) as {
      packages: Record<string, LockPackage>;
    };
    const versions = ends();
    expect(versions).toEqual(['22.17.0', '22.999.0', '24.11.0', '24.999.0']);
    const refused: string[] = [];
    for (const [path, pkg] of Object.entries(lock.packages)) {
      const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
      if (!wanted || pkg.optional) continue;
      for (const version of versions) {
        if (!semver.satisfies(version, wanted, { includePrerelease: true })) {
          refused.push(`${path || '(root)'} wants ${wanted}, not ${version}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});
