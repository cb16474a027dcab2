// @vitest-environment node
import {
  changePasswordSchema,
  createUserSchema,
  inviteUserSchema,
  itemTextsSchema,
  loginSchema,
  logoSchema,
  noteSchema,
  replySchema,
  replyTemplateInputSchema,
  siteSettingsSchema,
  staffProfileSchema,
  useAccountLinkSchema,
} from '@prism/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { m } from '~/paraglide/messages';
import { setLocale } from '~/paraglide/runtime';
import { ApiError } from './api';
import { localiseIssue, localiseServerError } from './localise';

afterEach(() => void setLocale('en', { reload: false }));

const long = 'x'.repeat(100_000);

/** Inputs that break each field rule of the admin's own forms. */
const CASES: [string, z.ZodType, unknown[]][] = [
  ['login', loginSchema, [{}, { username: '', password: '' }, { username: long, password: long }]],
  [
    'create user',
    createUserSchema,
    [
      {},
      { username: 'a', password: 'b', role: 'x', email: 'no' },
      { username: 'a b c', password: long, email: `${long}@x.ca` },
    ],
  ],
  [
    'change password',
    changePasswordSchema,
    [{}, { currentPassword: '', newPassword: 'a' }, { currentPassword: long, newPassword: long }],
  ],
  ['invite', inviteUserSchema, [{}, { username: 'é!', email: 'nope', role: 'x' }]],
  ['account link', useAccountLinkSchema, [{ token: 'x', password: 'a' }]],
  ['reply', replySchema, [{}, { reply: ' ' }, { reply: long }, { reply: 'a\u0000' }]],
  ['profile', staffProfileSchema, [{ email: 'nope' }, { email: long }]],
  [
    'logo',
    logoSchema,
    [
      {},
      { name: '', iconType: 'text', iconValue: '' },
      { name: long, iconType: 'text', iconValue: long },
    ],
  ],
  ['settings', siteSettingsSchema, [{}, { contactEmail: '' }]],
  ['item texts', itemTextsSchema, [{ slug: 'Not a slug' }, { slug: '42' }]],
  ['note', noteSchema, [{}, { text: '' }, { text: long }]],
  [
    'reply template',
    replyTemplateInputSchema,
    [
      {},
      { name: '', body: '' },
      { name: '', body: { fr: '', en: ' ' } },
      { name: long, body: { fr: long, en: 'Hi {{firstName}}' } },
      { name: 'T', body: { fr: 'Salut {{__proto__}}', en: 'Hi {{ name.x }}' } },
    ],
  ],
];

describe('contract messages in the admin language (ADR 049)', () => {
  it('leaves English unchanged', () => {
    expect(localiseIssue('Username must be at least 3 characters')).toBe(
      'Username must be at least 3 characters',
    );
  });

  it('words every rule of the admin forms in French, none generic, limits kept', () => {
    void setLocale('fr', { reload: false });
    const unknown: string[] = [];
    for (const [form, schema, inputs] of CASES) {
      for (const input of inputs) {
        for (const issue of schema.safeParse(input).error?.issues ?? []) {
          const french = localiseIssue(issue.message);
          // zod's own structural messages ('Invalid input: …'): a form always sends its shape.
          if (
            french === m.admin_issue_invalid() &&
            !issue.message.startsWith('Invalid input') &&
            !/ must be (one of|a list|a number|true or false|text)/.test(issue.message)
          ) {
            unknown.push(`${form}: ${issue.message}`);
          }
          for (const limit of issue.message.match(/\d+/g) ?? []) expect(french).toContain(limit);
        }
      }
    }
    expect(unknown).toEqual([]);
    expect(localiseIssue('Username must be at most 50 characters')).toBe(
      '50 caractères au maximum',
    );
  });

  it('words a server refusal in French: a known sentence, a template, else its status', () => {
    void setLocale('fr', { reload: false });
    const refusal = (status: number, message: string) =>
      new ApiError(status, '', JSON.stringify({ statusCode: status, error: '', message }));
    expect(localiseServerError(refusal(401, 'Invalid username or password'))).toBe(
      'Nom d’utilisateur ou mot de passe invalide',
    );
    expect(localiseServerError(refusal(409, "Username 'ana' is already taken"))).toBe(
      'Le nom d’utilisateur «\u00a0ana\u00a0» est déjà pris',
    );
    // The reply limit's 429 keeps its wait (issue 44).
    expect(
      localiseServerError(refusal(429, 'Too many replies sent. Please try again in 412 seconds.')),
    ).toBe('Trop de réponses envoyées. Réessayez dans 412\u00a0secondes.');
    expect(localiseServerError(refusal(403, 'Some new refusal'))).toBe(
      m.admin_server_status_forbidden(),
    );
    void setLocale('en', { reload: false });
    expect(localiseServerError(refusal(403, 'Some new refusal'))).toBe('Some new refusal');
  });
});
