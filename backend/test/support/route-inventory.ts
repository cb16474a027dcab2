import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ACCESS_RULE, type AccessRule } from '../../src/common/access.decorators';

export interface RouteInfo {
  method: string;
  path: string;
  /** 'public', 'signed-in', or the permissions joined with '+'. */
  access: string;
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** A route as its controller declares it: method, full path, handler and access rule. */
interface DeclaredRoute {
  method: string;
  path: string;
  handler: object;
  rule: AccessRule | undefined;
}

/** Walks the controllers' own metadata: every method with a path and an HTTP verb. */
function* declaredRoutes(app: INestApplication): Generator<DeclaredRoute> {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const classRule = Reflect.getMetadata(ACCESS_RULE, controller) as AccessRule | undefined;
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        yield {
          method: RequestMethod[method],
          path: join(base, path),
          handler,
          rule: (Reflect.getMetadata(ACCESS_RULE, handler) as AccessRule | undefined) ?? classRule,
        };
      }
    }
  }
}

/** Every route the application serves, read from the controllers' own metadata. */
export function listRoutes(app: INestApplication): RouteInfo[] {
  const routes = [...declaredRoutes(app)].map(({ method, path, rule }) => ({
    method,
    path,
    access: !rule
      ? 'signed-in'
      : rule.kind === 'public'
        ? 'public'
        : rule.permissions.join('+') || 'signed-in',
  }));
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The controller method behind a route, for reading its other metadata. */
export function handlerOf(
  app: INestApplication,
  route: Pick<RouteInfo, 'method' | 'path'>,
): object {
  for (const declared of declaredRoutes(app)) {
    if (declared.method === route.method && declared.path === route.path) return declared.handler;
  }
  throw new Error(`no handler for ${route.method} ${route.path}`);
}

const DOCUMENTED_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The operations of the OpenAPI document in the controllers' path form (`{id}` → `:id`,
 * the media key `{path}` → `*path`), with the access the document states for them. Routes
 * answered ahead of Nest's router (ADR 076) have no controller, so only the document
 * names them; and an undocumented route fails every API test that calls it (answers are
 * checked against the document), so between the two no served route goes unlisted.
 */
export function documentedRoutes(document: OpenAPIObject): RouteInfo[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    DOCUMENTED_METHODS.filter((m) => item[m]).map((m) => ({
      method: m.toUpperCase(),
      path: template.replace('{path}', '*path').replace(/\{([^}]+)\}/g, ':$1'),
      // Only "public" can be read from a document: permissions are not part of it.
      access: item[m]!.security?.length === 0 ? 'public' : 'signed-in',
    })),
  );
}
