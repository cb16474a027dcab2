// Compiles the message catalogues (messages/<area>/<locale>.json) into app/paraglide with
// Paraglide JS (ADR 047). The compile takes seconds and build, lint, typecheck and the unit
// tests each need it, so it is skipped when the output is newer than every catalogue.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const output = 'app/paraglide/messages.js';
const sources = [
  'project.inlang/settings.json',
  ...readdirSync('messages', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => join('messages', file)),
];

function modified(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

const compiledAt = modified(output);
if (compiledAt === 0 || sources.some((source) => modified(source) > compiledAt)) {
  execFileSync(
    'paraglide-js',
    [
      'compile',
      ...['--project', './project.inlang', '--outdir', './app/paraglide'],
      ...['--strategy', 'globalVariable', 'baseLocale'],
      '--emit-ts-declarations',
      '--silent',
    ],
    { stdio: 'inherit' },
  );
}
