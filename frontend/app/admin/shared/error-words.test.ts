// @vitest-environment node
import {
  ERROR_CODES,
  ERROR_CODE_VALUES,
  FIELD_ERROR_CODES,
  FIELD_ERROR_CODE_VALUES,
  type ApiErrorBody,
} from '@prism/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '~/paraglide/runtime';
import { errorBodyText, fieldErrorText } from './error-words';
import { apiFieldLabel } from './field-labels';

afterEach(() => setLocale('en', { reload: false }));

/** Each param of a code given a sample value of its type. */
const sample = (spec: Record<string, string>) =>
  Object.fromEntries(Object.entries(spec).map(([k, t]) => [k, t === 'number' ? 7 : 'x']));

function bodyOf(code: (typeof ERROR_CODE_VALUES)[number]): ApiErrorBody {
  const { status, params } = ERROR_CODES[code];
  return { statusCode: status, error: 'E', code, params: sample(params), message: 'English' };
}

describe('error words (ADR 083)', () => {
  it('word every code of the catalogue in each language, differently, never as the message', () => {
    for (const code of ERROR_CODE_VALUES) {
      void setLocale('en', { reload: false });
      const english = errorBodyText(bodyOf(code), 400);
      void setLocale('fr', { reload: false });
      const french = errorBodyText(bodyOf(code), 400);
      expect([code, english === 'English', french === 'English']).toEqual([code, false, false]);
      expect(french, code).not.toBe('');
    }
    for (const code of FIELD_ERROR_CODE_VALUES) {
      void setLocale('fr', { reload: false });
      const french = fieldErrorText('x', code, sample(FIELD_ERROR_CODES[code]));
      void setLocale('en', { reload: false });
      const english = fieldErrorText('x', code, sample(FIELD_ERROR_CODES[code]));
      expect([code, french !== english]).toEqual([code, true]);
      // No placeholder left unfilled (a placeholder's own braces are doubled).
      expect(french.replace(/\{\{\w+\}\}/g, ''), code).not.toMatch(/\{\w+\}/);
    }
  });

  it('name fields as the forms label them, with the language of each, never by key', () => {
    void setLocale('fr', { reload: false });
    expect(apiFieldLabel('en.title')).toBe('Titre (anglais)');
    expect(apiFieldLabel('fr.beforeAfter[0].label')).toBe(
      'Paire avant-après 1\u00a0: ce qu’elle montre (français)',
    );
    expect(apiFieldLabel('lines.3.toPath')).toMatch(/^Ligne 3/);
    void setLocale('en', { reload: false });
    expect(apiFieldLabel('fr.title')).toBe('Title (French)');
    expect(apiFieldLabel('fr.gallery.1.alt')).toMatch(/^Gallery image 2|2/);
    expect(apiFieldLabel('somethingUnknown.deep')).toBe('another field');
  });

  it('list the fields a refusal names, in the toast, by label', () => {
    void setLocale('fr', { reload: false });
    const text = errorBodyText(
      {
        statusCode: 422,
        error: 'Unprocessable Entity',
        code: 'not_ready',
        message: 'x',
        fields: [
          { field: 'fr.title', code: 'missing', message: 'is missing' },
          { field: 'fr.slug', code: 'missing', message: 'is missing' },
        ],
      },
      422,
    );
    expect(text).toContain('Titre (français)');
    expect(text).not.toContain('fr.title');
  });

  it('name which side of a before/after pair an image refusal is about', () => {
    const refusal = (field: string): ApiErrorBody => ({
      statusCode: 400,
      error: 'Bad Request',
      code: 'image_unreadable',
      message: 'x',
      fields: [{ field, code: 'invalid', message: 'is not accepted' }],
    });
    expect(errorBodyText(refusal('after'), 400)).toContain('After image');
    expect(errorBodyText(refusal('beforeMediaId'), 400)).toContain('Before image');
    void setLocale('fr', { reload: false });
    expect(errorBodyText(refusal('after'), 400)).toContain('Image après');
  });
});
