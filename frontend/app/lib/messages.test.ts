// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@prism/contracts/locale';

// Paraglide falls back to the base language when a key lacks a translation: that would put
// French on an English page (or the reverse) without a word. Every catalogue therefore
// holds the same keys in both languages, each with text and the same placeholders.
const root = join(import.meta.dirname, '../../messages');
const areas = readdirSync(root);

function catalogue(area: string, locale: string): Record<string, string> {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(join(root, area, `${locale}.json`), 'utf8'),
  ) as Record<string, string>;
  return messages;
}

const placeholders = (text: string): string[] =>
  Array.from(text.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? '').sort();

describe.each(areas)('the %s messages', (area) => {
  const [first = {}, ...others] = LOCALES.map((locale) => catalogue(area, locale));

  it('name the same keys in both languages', () => {
    for (const other of others)
      expect(Object.keys(other).sort()).toEqual(Object.keys(first).sort());
  });

  it('have text and the same placeholders in both languages', () => {
    for (const key of Object.keys(first)) {
      for (const other of others) {
        expect(other[key]?.trim(), key).toBeTruthy();
        expect(placeholders(other[key] ?? ''), key).toEqual(placeholders(first[key] ?? ''));
      }
    }
  });

  it('use keys that name their area', () => {
    for (const key of Object.keys(first)) expect(key.startsWith(`${area}_`), key).toBe(true);
  });
});
