/**
 * Figures of the hardening suite (attempts refused, payloads tried, rows counted), for
 * docs/security.md: each test file writes its own JSON file under
 * test-results/security/<dialect>/ (one file each, so parallel workers never share one)
 * and prints one line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testDialect } from './test-database';

export type Figures = Record<string, number | string | boolean>;

export class FigureBook {
  private readonly figures: Figures = {};

  constructor(private readonly name: string) {}

  set(key: string, value: number | string | boolean): void {
    this.figures[key] = value;
  }

  add(key: string, amount = 1): void {
    const current = this.figures[key];
    this.figures[key] = (typeof current === 'number' ? current : 0) + amount;
  }

  /** Writes the figures; call from afterAll. */
  write(): void {
    const dialect = testDialect();
    const dir = join(__dirname, '../../../test-results/security', dialect);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${this.name}.json`), `${JSON.stringify(this.figures, null, 2)}\n`);
    const summary = Object.entries(this.figures)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(' ');
    process.stdout.write(`\n[security figures] ${dialect} ${this.name}: ${summary}\n`);
  }
}
