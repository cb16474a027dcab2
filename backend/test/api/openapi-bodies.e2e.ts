/**
 * The OpenAPI document's request schemas against the server (issue 29, ADR 044): for every
 * operation that takes an application/json body, a body built only from the schema's required
 * fields is never refused as invalid (400), and a body that breaks one documented rule is
 * refused with 400 naming the field; a body with every property at its smallest is refused
 * as invalid exactly when the document refuses it. TestApp's clients also check every
 * answer against the document (openapi-answers.ts).
 */
import { CONTACT } from '../support/contact-fixtures';
import { errorOf, idOf } from '../support/answers';
import { imageBytes } from '../support/image-fixtures';
import { openApiDocument } from '../../src/app.factory';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { randomUUID } from 'node:crypto';
import { ContactMessage } from '../../src/contact/contact-message.entity';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  nullable?: boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};

const ajv = new Ajv({ strict: false });
addFormats(ajv);

/**
 * OpenAPI 3.0's dialect as JSON Schema for Ajv: `nullable` becomes a `null` type and a
 * boolean `exclusiveMinimum` a numeric one.
 */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = asJsonSchema(v);
  if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  delete out.nullable;
  if (typeof out.exclusiveMinimum === 'boolean') {
    if (out.exclusiveMinimum) out.exclusiveMinimum = out.minimum;
    else delete out.exclusiveMinimum;
    if (out.exclusiveMinimum !== undefined) delete out.minimum;
  }
  return out;
}

/** Strings to try, in order, for a string schema; the first the schema accepts is used. */
function stringCandidates(s: Schema): string[] {
  const min = Math.max(s.minLength ?? 0, 1);
  return [
    ...(s.format === 'email' ? ['ada@example.com'] : []),
    ...(s.format === 'uri' || s.format === 'url' ? ['https://example.com/a'] : []),
    ...(s.format === 'date' ? ['2026-01-15'] : []),
    ...(s.format === 'date-time' ? ['2026-01-15T10:00:00.000Z'] : []),
    ...(s.format === 'uuid' ? [randomUUID()] : []),
    'a'.repeat(min),
    'A'.repeat(min),
    '0'.repeat(min),
    '000000',
    'A'.repeat(43),
    'ada@example.com',
    'https://example.com/a',
    '',
    // Last, so no other pattern takes them: a wall time (scheduled publishing), a year
    // ahead (at most ten are taken), and a time zone.
    new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 16),
    'America/Toronto',
    // A project's year (four digits, taken by the project preview's JSON body).
    String(new Date().getFullYear()),
    // A redirect's from-path (its target takes the URL above) and a focal point's image.
    '/old-page',
    'cover',
  ];
}

/** The smallest value a schema (the subset the document uses) accepts, required fields only. */
function minimal(schema: Schema, resolve: (ref: string) => Schema, every = false): unknown {
  if (schema.$ref) return minimal(resolve(schema.$ref), resolve, every);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives && !schema.type && !schema.properties) {
    return minimal(alternatives[0]!, resolve, every);
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((s) => minimal(s, resolve, every)));
  }
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      // anyOf/oneOf of `required` lists (one of these fields): fill the first list too.
      const first = (schema.anyOf ?? schema.oneOf)?.[0]?.required ?? [];
      const required = every
        ? Object.keys(schema.properties ?? {})
        : [...(schema.required ?? []), ...first];
      for (const name of required) body[name] = minimal(schema.properties![name]!, resolve, every);
      return body;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        minimal(schema.items!, resolve, every),
      );
    case 'integer':
    case 'number': {
      let value = schema.minimum ?? Math.min(1, schema.maximum ?? 1);
      if (schema.exclusiveMinimum === true) value += 1;
      if (typeof schema.exclusiveMinimum === 'number') value = schema.exclusiveMinimum + 1;
      return value;
    }
    case 'boolean':
      return false;
    case 'string': {
      const check = ajv.compile(asJsonSchema(schema) as object);
      const found = stringCandidates(schema).find((c) => check(c));
      if (found === undefined) throw new Error(`no candidate string for ${JSON.stringify(schema)}`);
      return found;
    }
    default:
      throw new Error(`schema the generator does not know: ${JSON.stringify(schema)}`);
  }
}

/** A value of the wrong JSON type for a property schema. */
function wrongType(schema: Schema): unknown {
  return schema.type === 'string' || schema.enum ? 12345 : 'not-a-number';
}

interface JsonOperation {
  method: 'post' | 'put' | 'patch';
  template: string;
  schema: Schema;
}

const NO_PENDING_SIGN_IN = {
  status: [401],
  why: 'continues a sign-in in progress; the owner is already fully signed in',
};
const NO_SETUP_STARTED = {
  status: [409],
  why: 'confirms a second-factor setup the owner has not started',
};
const UNKNOWN_LINK = { status: [404], why: 'the token has the documented shape but names no link' };

/**
 * Refusals other than 2xx a required-fields-only body may get, per operation, with why: the
 * body is valid, but the state it meets is not one where the write can happen.
 */
const DOMAIN_REFUSALS: Record<string, { status: number[]; why: string }> = {
  'POST /api/auth/login': { status: [401], why: 'the generated username names no account' },
  'POST /api/auth/password': {
    status: [403],
    why: "the generated current password is not the owner's",
  },
  'POST /api/auth/login/code': NO_PENDING_SIGN_IN,
  'POST /api/auth/login/passkey': NO_PENDING_SIGN_IN,
  'POST /api/auth/login/enrol/totp/confirm': NO_PENDING_SIGN_IN,
  'POST /api/auth/login/enrol/passkey': NO_PENDING_SIGN_IN,
  'POST /api/auth/reauthenticate': { status: [403], why: 'the generated password is wrong' },
  'POST /api/auth/second-factor/totp/confirm': NO_SETUP_STARTED,
  'POST /api/auth/second-factor/passkeys': NO_SETUP_STARTED,
  'POST /api/account-links/lookup': UNKNOWN_LINK,
  'POST /api/account-links/use': UNKNOWN_LINK,
  'POST /api/admin/invitations': {
    status: [409],
    why: 'the generated username is the one POST /api/admin/users created just before',
  },
  'PUT /api/portfolio/{id}/schedule': {
    status: [422],
    why: 'the generated times are equal: unpublishing must come after publishing',
  },
  'PUT /api/pages/{id}/schedule': {
    status: [422],
    why: 'the generated times are equal: unpublishing must come after publishing',
  },
  'POST /api/internal/audience/views': {
    status: [403],
    why: 'only the site server, with its secret header, may send page views',
  },
  'PUT /api/redirects/{id}': { status: [404], why: 'no redirect has the generated id' },
  'POST /api/privacy/requests/confirm': {
    status: [410],
    why: 'the generated token has the shape of a link but names no request',
  },
  'PUT /api/admin/privacy/incidents/{id}': {
    status: [404],
    why: 'no incident has the generated id',
  },
  'POST /api/admin/privacy/requests/{id}/close': {
    status: [404],
    why: 'no rights request has the generated id',
  },
  'PUT /api/portfolio/{id}/focal-point': {
    status: [404],
    why: 'the item the test made may have no cover image',
  },
  'POST /api/internal/site-hits': {
    status: [403],
    why: 'only the site server, with its secret header, may send redirect hits and 404s',
  },
  'PUT /api/portfolio-order': {
    status: [409],
    why: 'the empty list the schema allows is not the current set of items',
  },
};

/** Operations the test cannot drive, with why (none today: every JSON write is driven). */
const SKIPPED: Record<string, string> = {};

/** A body that breaks one documented rule, and the field the refusal must name. */
function broken(schema: Schema, body: Record<string, unknown>): [Record<string, unknown>, string] {
  const required = schema.required ?? [];
  if (required.length > 0) {
    const { [required[0]!]: _missing, ...rest } = body;
    return [rest, required[0]!];
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.[0]?.required) return [{}, alternatives[0].required[0]!];
  const [name, property] = Object.entries(schema.properties ?? {})[0]!;
  return [{ ...body, [name]: wrongType(property) }, name];
}

describe('request bodies against the OpenAPI document', () => {
  let t: TestApp;
  let owner: Agent;
  let operations: JsonOperation[];
  let resolve: (ref: string) => Schema;
  const ids = { user: 0, item: 0, message: 0, note: 0, template: 0, logo: 0, media: 0, page: 0 };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
    const document = openApiDocument(t.app);
    resolve = (ref) => {
      const name = ref.replace('#/components/schemas/', '');
      return document.components!.schemas![name] as Schema;
    };
    operations = Object.entries(document.paths).flatMap(([template, item]) =>
      (['post', 'put', 'patch'] as const).flatMap((method) => {
        const schema = (
          item[method]?.requestBody as { content: Record<string, { schema?: Schema }> } | undefined
        )?.content['application/json']?.schema;
        return schema ? [{ method, template, schema }] : [];
      }),
    );

    // Rows the path parameters name, each made for this test.
    ids.user = (await t.newUser('editor')).id;
    const jpeg = await imageBytes('jpeg', { width: 1000, height: 1250 });
    const fields = {
      title: 'Serum',
      titleFr: 'Sérum',
      client: 'Lumen',
      description: 'Seven images.',
      descriptionFr: 'Sept images.',
      category: 'listing',
      year: '2024',
    };
    const create = owner.post('/api/portfolio');
    for (const [name, value] of Object.entries(fields)) create.field(name, value);
    const item = await create.attach('image', jpeg, {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect([item.status, item.body]).toEqual([201, expect.anything()]);
    ids.item = idOf(item);
    expect((await t.http().post('/api/contact').send(CONTACT)).status).toBe(201);
    const [message] = await t.dataSource.getRepository(ContactMessage).find();
    ids.message = message!.id;
    const note = await owner.post(`/api/contact/${ids.message}/notes`).send({ body: 'A note' });
    expect(note.status).toBe(201);
    ids.note = idOf(note);
    const template = await owner
      .post('/api/reply-templates')
      .send({ name: 'T', body: { fr: 'Bonjour', en: 'Hello' } });
    expect(template.status).toBe(201);
    ids.template = idOf(template);
    const logo = await owner
      .post('/api/logos')
      .send({ name: 'Acme', iconType: 'text', iconValue: 'Acme' });
    expect(logo.status).toBe(201);
    ids.logo = idOf(logo);
    const media = await owner.post('/api/media-library').attach('image', jpeg, 'photo.jpg');
    expect(media.status).toBe(201);
    ids.media = idOf(media);
    const page = await owner.post('/api/pages').send({ title: { fr: 'Équipe' } });
    expect(page.status).toBe(201);
    ids.page = idOf(page);
  }, 30_000);
  afterAll(() => t.close());

  /** The URL of an operation with its path parameters naming the rows made above. */
  function urlOf(template: string): string {
    return template
      .replace('{noteId}', String(ids.note))
      .replace(/^\/api\/admin\/users\/\{id\}/, `/api/admin/users/${ids.user}`)
      .replace(/^\/api\/portfolio\/\{id\}/, `/api/portfolio/${ids.item}`)
      .replace(/^\/api\/contact\/\{id\}/, `/api/contact/${ids.message}`)
      .replace(/^\/api\/media-library\/\{id\}/, `/api/media-library/${ids.media}`)
      .replace(/^\/api\/reply-templates\/\{id\}/, `/api/reply-templates/${ids.template}`)
      .replace(/^\/api\/logos\/\{id\}/, `/api/logos/${ids.logo}`)
      .replace(/^\/api\/pages\/\{id\}/, `/api/pages/${ids.page}`)
      .replace(/^\/api\/redirects\/\{id\}/, '/api/redirects/999999')
      .replace(/^\/api\/admin\/privacy\/requests\/\{id\}/, '/api/admin/privacy/requests/999999')
      .replace(/^\/api\/admin\/privacy\/incidents\/\{id\}/, '/api/admin/privacy/incidents/999999');
  }

  it('accepts a required-fields-only body and refuses a rule-breaking one, for every JSON write', async () => {
    // The document lists every JSON write; a handful would mean it lost them.
    expect(operations.length).toBeGreaterThan(30);
    const unknown = Object.keys({ ...DOMAIN_REFUSALS, ...SKIPPED }).filter(
      (key) => !operations.some((op) => `${op.method.toUpperCase()} ${op.template}` === key),
    );
    expect(unknown).toEqual([]);
    let checked = 0;
    for (const op of operations) {
      const key = `${op.method.toUpperCase()} ${op.template}`;
      if (SKIPPED[key]) continue;
      const url = urlOf(op.template);
      expect(url).not.toContain('{');
      const allows = ajv.compile(asJsonSchema(op.schema) as object);

      // One documented rule broken: the document refuses it, so must the server, by name.
      const body = minimal(op.schema, resolve) as Record<string, unknown>;
      const [bad, field] = broken(op.schema, body);
      expect([key, allows(bad)]).toEqual([key, false]);
      const refused = await owner[op.method](url).send(bad);
      const error = errorOf(refused);
      expect([key, refused.status]).toEqual([key, 400]);
      expect([key, `${error.message} ${JSON.stringify(error.fields ?? [])}`]).toEqual([
        key,
        expect.stringContaining(field),
      ]);

      // Only the required fields: the document allows it, so the server must not call it invalid.
      expect([key, allows(body), allows.errors]).toEqual([key, true, null]);
      const res = await owner[op.method](url).send(body);
      const refusal = DOMAIN_REFUSALS[key];
      if (res.status >= 300) {
        expect([key, res.status, res.body]).toEqual([
          key,
          refusal?.status.includes(res.status) ? res.status : 'a 2xx',
          expect.anything(),
        ]);
        // A domain refusal is never a validation failure (it may name the fields it is about).
        expect([key, errorOf(res).code]).not.toEqual([key, 'validation_failed']);
      }
      // Every property given, at its smallest: never refused as invalid when the document
      // allows it (a valid body may still meet a state that refuses it, never with `fields`),
      // refused with 400 when it does not (the re-authentication's password and code both).
      const full = minimal(op.schema, resolve, true) as Record<string, unknown>;
      const fullRes = await owner[op.method](url).send(full);
      if (allows(full)) {
        expect([
          key,
          fullRes.status === 400 || fullRes.status >= 500,
          fullRes.status >= 400 ? errorOf(fullRes).code : undefined,
        ]).not.toEqual([key, expect.anything(), 'validation_failed']);
        expect([key, fullRes.status === 400 || fullRes.status >= 500]).toEqual([key, false]);
      } else {
        expect([key, fullRes.status]).toEqual([key, 400]);
      }
      checked += 1;
    }
    const skipped = Object.entries(SKIPPED).map(([key, why]) => `\n  skipped ${key}: ${why}`);
    console.log(
      `bodies checked: ${checked} operations, ${skipped.length} skipped${skipped.join('')}`,
    );
    expect(checked).toBe(operations.length - skipped.length);
  });
});
