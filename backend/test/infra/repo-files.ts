/** Reading the repository's deployment files from the infra tests. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

export const REPO_ROOT = join(__dirname, '../../..');

export function repoPath(...parts: string[]): string {
  return join(REPO_ROOT, ...parts);
}

export function readRepoFile(...parts: string[]): string {
  return readFileSync(repoPath(...parts), 'utf8');
}

export function repoFileExists(...parts: string[]): boolean {
  return existsSync(repoPath(...parts));
}

/** .env.example: its active assignments, and every name it documents (commented or not). */
export function readEnvExample(): { active: Record<string, string>; documented: Set<string> } {
  const text = readRepoFile('.env.example');
  const active = parseEnv(text) as Record<string, string>;
  const documented = new Set(
    [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] as string),
  );
  return { active, documented };
}

/** Keys of the frontend's env schema (frontend/server/config.ts), read from its source. */
export function frontendEnvKeys(): string[] {
  const source = readRepoFile('frontend/server/config.ts');
  const block = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(source)?.[1];
  if (!block) throw new Error('frontend/server/config.ts: envSchema = z.object({...}) not found');
  return [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] as string);
}

export interface DockerfileStage {
  from: string;
  name: string | null;
  lines: string[];
}

/** A Dockerfile as its ARGs before the first FROM and its stages (continuations joined). */
export function readDockerfile(path: string): {
  args: Record<string, string>;
  stages: DockerfileStage[];
} {
  const lines = readRepoFile(path)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const args: Record<string, string> = {};
  const stages: DockerfileStage[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) {
      stages.push({ from: from[1] as string, name: from[2] ?? null, lines: [] });
    } else if (stages.length === 0) {
      const arg = /^ARG\s+([A-Z_]+)=(\S+)$/.exec(line);
      if (arg) args[arg[1] as string] = arg[2] as string;
    } else {
      stages[stages.length - 1]!.lines.push(line);
    }
  }
  return { args, stages };
}
