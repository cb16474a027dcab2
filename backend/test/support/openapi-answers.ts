/**
 * Every answer the API suite receives through TestApp's clients is checked against the
 * OpenAPI document the app serves: its status is one the operation documents, a JSON body
 * matches that status's schema, another body has a documented media type, and 429/503
 * carry Retry-After. A drifting answer fails the request's promise, so the test that
 * produced it fails. Counts go to test-results/openapi-answers/, summed by the summary
 * reporter ("answers checked: N, failed: M").
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Response, Test } from 'supertest';

interface DocResponse {
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  template: string;
  method: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, DocResponse>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** Set by the summary reporter for its run; a file run without it counts here. */
const ANSWER_COUNTS_DIR =
  process.env.PRISM_ANSWER_COUNTS_DIR ??
  path.join(__dirname, '../../../test-results/openapi-answers');

/** Path template → regex; `{path}` (media keys) spans slashes, other parameters do not. */
function patternOf(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part.startsWith('{')
        ? part === '{path}'
          ? '.+'
          : '[^/]+'
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim();

export class AnswerChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly operations: Operation[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: OpenAPIObject) {
    addFormats(this.ajv);
    this.ajv.addSchema({ components: document.components }, 'openapi');
    this.operations = Object.entries(document.paths)
      .flatMap(([template, item]) =>
        METHODS.filter((m) => m in item).map((method) => ({
          template,
          method,
          pattern: patternOf(template),
          params: (template.match(/\{/g) ?? []).length,
          responses: (item as Record<string, { responses: Record<string, DocResponse> }>)[method]!
            .responses,
        })),
      )
      // A literal segment wins over a parameter (`/unread-count` before `/{id}`).
      .sort((a, b) => a.params - b.params);
  }

  /** The problems of one answer, empty when it matches the document. */
  problems(method: string, url: string, res: Response): string[] {
    const { pathname } = new URL(url);
    // HEAD is answered by the GET route, without a body.
    const asMethod = method === 'head' ? 'get' : method;
    const op = this.operations.find((o) => o.method === asMethod && o.pattern.test(pathname));
    if (!op) {
      // Not an operation: only the documented ways of not being one may answer.
      return res.status === 404 || res.status === 405 || pathname.startsWith('/api/docs')
        ? []
        : [`${method.toUpperCase()} ${pathname} is no documented operation (${res.status})`];
    }
    // Node's HTTP parser answers a request line or headers too long for it (431, no body)
    // before the app sees the request: no operation's answer.
    if (res.status === 431) return [];
    const where = `${method.toUpperCase()} ${op.template} → ${res.status}`;
    const documented = op.responses[String(res.status)] ?? op.responses.default;
    if (!documented) return [`${where}: status not documented`];
    const problems: string[] = [];
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      if (header.required && res.headers[name.toLowerCase()] === undefined) {
        problems.push(`${where}: no ${name} header`);
      }
    }
    const content = documented.content ?? {};
    const bodyless = method === 'head' || res.status === 204 || res.status === 304;
    const type = mediaType(res.headers['content-type']);
    if (bodyless || (Object.keys(content).length === 0 && !type)) return problems;
    const documentedTypes = Object.keys(content);
    const matched = documentedTypes.find((t) => t === type || t === '*/*');
    if (!matched) {
      problems.push(`${where}: media type "${type}" not in [${documentedTypes.join(', ')}]`);
      return problems;
    }
    if (type !== 'application/json' || content[matched]!.schema === undefined) return problems;
    const validate = this.validator(content[matched]!.schema);
    if (!validate(res.body)) {
      problems.push(`${where}: body ${this.ajv.errorsText(validate.errors)}`);
    }
    return problems;
  }

  /**
   * One compiled validator per distinct schema (every error shares ApiError's). Its
   * `#/components/…` references point into the components registered as `openapi`.
   */
  private validator(schema: unknown): ValidateFunction {
    const source = JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/');
    let validate = this.validators.get(source);
    if (!validate) {
      validate = this.ajv.compile(JSON.parse(source) as object);
      this.validators.set(source, validate);
    }
    return validate;
  }
}

let served: AnswerChecker | undefined;
const counts = { checked: 0, failed: 0 };
// Jest loads this module once per test file, in a worker that runs many files.
const countsFile = path.join(ANSWER_COUNTS_DIR, `${process.pid}-${randomUUID()}.json`);

/**
 * The document every app of this run serves, kept in the run's folder by the first file
 * that reads it. It is made from the code alone (no setting adds or removes a route), the
 * code does not change during a run, and an app builds it only when it is first asked for
 * (a second of CPU): the other files read the copy and their apps never build it.
 */
const RUN_DOCUMENT = path.join(ANSWER_COUNTS_DIR, 'openapi-document.json');

async function servedDocument(url: string): Promise<OpenAPIObject> {
  if (existsSync(RUN_DOCUMENT))
    return JSON.parse(readFileSync(RUN_DOCUMENT, 'utf8')) as OpenAPIObject;
  const res = await fetch(`${url}/api/docs/json`);
  if (!res.ok) throw new Error(`GET /api/docs/json answered ${res.status}`);
  const text = await res.text();
  // Written whole under another name, then renamed: a file beside never reads half of it.
  mkdirSync(ANSWER_COUNTS_DIR, { recursive: true });
  const partial = `${RUN_DOCUMENT}.${process.pid}-${randomUUID()}`;
  writeFileSync(partial, text);
  renameSync(partial, RUN_DOCUMENT);
  return JSON.parse(text) as OpenAPIObject;
}

/** The checker of the document the apps serve (`/api/docs/json`), made once per test file. */
export async function servedAnswerChecker(url: string): Promise<AnswerChecker> {
  served ??= new AnswerChecker(await servedDocument(url));
  return served;
}

function record(failed: boolean): void {
  counts.checked += 1;
  if (failed) counts.failed += 1;
}

// Written once when the file's tests end, not on every answer: a file makes hundreds of
// requests, and a synchronous write each cost it up to a second and a half on a busy disk.
afterAll(() => {
  if (counts.checked === 0) return;
  mkdirSync(ANSWER_COUNTS_DIR, { recursive: true });
  writeFileSync(countsFile, JSON.stringify(counts));
});

const HTTP_METHODS = new Set(METHODS);

/**
 * The client with every request it makes checked: each method (get, post…) returns the
 * usual supertest Test, with one more assertion that runs when the answer arrives.
 */
export function checkedClient<T extends object>(client: T, checker: AnswerChecker): T {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || !HTTP_METHODS.has(prop) || typeof value !== 'function') {
        return value;
      }
      return (...args: unknown[]) => {
        const test = (value as (...a: unknown[]) => Test).apply(target, args);
        const { url } = test;
        return test.expect((res: Response) => {
          const problems = checker.problems(prop, url, res);
          record(problems.length > 0);
          if (problems.length > 0) {
            throw new Error(`Answer does not match the OpenAPI document:\n${problems.join('\n')}`);
          }
        });
      };
    },
  });
}
