import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiResponse } from '@nestjs/swagger';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { STATUS_CODES } from 'node:http';
import { SESSION_COOKIE_NAME } from './access.decorators';
import { answerRef } from './api-answers';

/** When to come back: always on a 429, on a 503 when the database or the store is down. */
const retryAfter = (status: number) => ({
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    required: status === 429,
    schema: { type: 'integer', minimum: 1 },
  },
});

/**
 * Documents the errors a route's service can throw that nothing in its guards or pipes
 * shows (a duplicate's 409, a used link's 410, a throttle's 429), each with the one error
 * shape. The others (401, 403, 400, 404, 409 on a unique value, 413, 415, 500, 503) are derived by `completeDocument`.
 */
export const ApiDomainErrors = (errors: Record<number, string>) =>
  applyDecorators(
    ...Object.entries(errors).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, schema: answerRef('ApiError') }),
    ),
  );

const FORM_ENCODED = 'x-form-encoded';
const FORM = 'application/x-www-form-urlencoded';

/**
 * The route also takes its body form-encoded (a page's form posting without JavaScript;
 * the API parses such bodies everywhere). Form values are text, so the document offers
 * only the body's text fields that way: the others keep their defaults.
 */
export const AcceptsFormEncoded = () => ApiExtension(FORM_ENCODED, true);

/** The JSON body schema restricted to what a form can carry: its text fields. */
function formSchemaOf(schema: SchemaObject) {
  const isText = (p: SchemaObject | ReferenceObject) => 'type' in p && p.type === 'string';
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([, p]) => isText(p)),
  );
  return {
    ...schema,
    properties,
    required: (schema.required ?? []).filter((name) => name in properties),
  } satisfies SchemaObject;
}

const SAFE_METHODS = new Set(['get', 'head', 'options']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The `x-` keys the decorators wrote on an operation. */
const extensionsOf = (op: OperationObject) => op as unknown as Record<string, unknown>;

const isParameter = (p: ParameterObject | ReferenceObject): p is ParameterObject => 'in' in p;

/**
 * The error answers an operation can give, from what the document already says about it,
 * which the access decorators and the zod pipes wrote: its security (signed in → 401),
 * its `x-permissions` (→ 403; a write is also refused cross-site, SameOriginGuard), its
 * body, query and path parameters (→ 400 with `fields`; a path id → 404; a body → 409 on
 * a unique value, 413 too large, 415 unknown encoding), an unexpected failure (500) and the database every route
 * may find down (503).
 */
function derivedErrors(method: string, op: OperationObject): Map<number, string> {
  const errors = new Map<number, string>();
  const signedIn = (op.security ?? []).some((req) => SESSION_COOKIE_NAME in req);
  const permissions = (extensionsOf(op)['x-permissions'] ?? []) as string[];
  const write = !SAFE_METHODS.has(method);
  const params = (op.parameters ?? []).filter(isParameter);
  const pathParams = params.filter((p) => p.in === 'path');
  const query = params.some((p) => p.in === 'query');

  if (signedIn) errors.set(401, 'Not signed in, or the session has ended');
  const forbidden = [
    ...(permissions.length > 0 ? [`Requires ${permissions.join(', ')}`] : []),
    ...(write ? ['Cross-site request refused'] : []),
  ];
  if (forbidden.length > 0) errors.set(403, forbidden.join('; '));
  if (op.requestBody || query || pathParams.length > 0) {
    errors.set(400, 'A field is missing or invalid; `fields` names each one');
  }
  if (pathParams.length > 0) errors.set(404, 'Nothing at this address');
  if (op.requestBody) {
    // The one exception filter turns any unique-key violation of a write into a 409.
    errors.set(409, 'A record with the same unique value already exists');
    errors.set(413, 'Request body is too large');
    errors.set(415, 'Unsupported request body encoding');
  }
  errors.set(500, 'Unexpected error; logged with the request id');
  errors.set(500, 'Unexpected error; logged with the request id');
  errors.set(503, 'The database or the media store is unavailable; see Retry-After');
  return errors;
}

function errorAnswer(status: number, given: ResponseObject | undefined, description: string) {
  return {
    // A route's own words win: they say why, for this route.
    description: given?.description || description || STATUS_CODES[status] || 'Error',
    ...(status === 429 || status === 503
      ? { headers: { ...given?.headers, ...retryAfter(status) } }
      : {}),
    // The exception filter is the only way an error leaves: always this shape, as JSON.
    content: { 'application/json': { schema: answerRef('ApiError') } },
  } satisfies ResponseObject;
}

const EDITABLE = 'x-editable-record';
const ETAG_HEADER = {
  ETag: {
    description:
      'The version of the record (`"r<revision>"`, with a hash of the bytes on reads); send it back as If-Match',
    schema: { type: 'string' },
  },
};

/**
 * The concurrency rule of an editable record (`@EditableRecord`): reads carry its
 * version as ETag; writes require If-Match naming the version they started from (428
 * without), are merged over later changes to other fields and refused where they overlap
 * (409).
 */
function documentVersioning(method: string, op: OperationObject, kind: unknown): void {
  const responses = op.responses as Record<string, ResponseObject>;
  for (const [code, answer] of Object.entries(responses)) {
    if (code.startsWith('2')) answer.headers = { ...answer.headers, ...ETAG_HEADER };
  }
  if (SAFE_METHODS.has(method)) return;
  op.parameters = [
    ...(op.parameters ?? []),
    {
      name: 'If-Match',
      in: 'header',
      required: true,
      description: 'The ETag of your last read of this record',
      schema: { type: 'string' },
    },
  ];
  if (kind === 'portfolio' && !responses['422']) {
    responses['422'] = errorAnswer(
      422,
      undefined,
      'The change would leave a language the item is published in incomplete; `fields` names what it lacks',
    );
  }
  // A route's own 409 (a taken slug, a full gallery) is kept; the edit conflict joins it.
  const conflict =
    'Someone else changed the same fields since the version in If-Match; `conflicts` gives both values of each, `changed` by whom and the revision to save over';
  const own = responses['409']?.description;
  responses['409'] = errorAnswer(409, undefined, own ? `${own}; or: ${conflict}` : conflict);
  responses['412'] = errorAnswer(
    412,
    undefined,
    'If-Match names no version the record can be merged from (or, for a delete or a restore, not the latest); `changed` says by whom, when and its revision',
  );
  responses['428'] = errorAnswer(428, undefined, 'If-Match is missing');
}

/** A read answered without an ETag (never cached), so never 304. */
export const WITHOUT_VALIDATOR = 'x-without-validator';

const NOT_MODIFIED: ResponseObject = {
  description: 'Not modified: If-None-Match named the current ETag',
  headers: { ETag: { description: 'The current validator', schema: { type: 'string' } } },
};

/**
 * Completes every operation's answers: the derived errors above plus those a route lists
 * itself, each as the shared `ApiError` JSON body; 304 on reads (Express and the public
 * read cache both answer If-None-Match); the form-encoded body where a route takes one.
 * Errors are never hand-listed per handler except
 * through `ApiDomainErrors`.
 */
export function completeDocument(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  const bodySchemas = new Set<string>();
  // A body's schema sits in the operation, not in `components`: generators (openapi-typescript
  // at its defaults) then know it is a request, where a field with a default may be left out.
  const inlined = (ref: ReferenceObject) => {
    const name = ref.$ref.slice(ref.$ref.lastIndexOf('/') + 1);
    bodySchemas.add(name);
    return schemas[name] as SchemaObject;
  };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const responses = op.responses as Record<string, ResponseObject>;
      for (const [status, description] of derivedErrors(method, op)) {
        responses[status] = errorAnswer(status, responses[status], description);
      }
      for (const [code, given] of Object.entries(responses)) {
        if (Number(code) >= 400) responses[code] = errorAnswer(Number(code), given, '');
      }
      if (method === 'get' && !extensionsOf(op)[WITHOUT_VALIDATOR]) {
        responses['304'] ??= NOT_MODIFIED;
      }
      Reflect.deleteProperty(extensionsOf(op), WITHOUT_VALIDATOR);
      if (extensionsOf(op)[EDITABLE]) documentVersioning(method, op, extensionsOf(op)[EDITABLE]);
      Reflect.deleteProperty(extensionsOf(op), EDITABLE);
      const body = op.requestBody as RequestBodyObject | undefined;
      const json = body?.content['application/json'];
      if (json?.schema && '$ref' in json.schema) {
        json.schema = inlined(json.schema);
      }
      const extensions = extensionsOf(op);
      if (body && json && extensions[FORM_ENCODED]) {
        body.content[FORM] = { schema: formSchemaOf(json.schema as SchemaObject) };
      }
      Reflect.deleteProperty(extensions, FORM_ENCODED);
    }
  }
  return {
    ...document,
    components: {
      ...document.components,
      schemas: Object.fromEntries(
        Object.entries(schemas).filter(([name]) => !bodySchemas.has(name)),
      ),
    },
  };
}
