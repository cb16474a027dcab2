import { FreshVersion } from '@prism/contracts/server-cache';
import type { Request } from 'express';
import type { BackendClient } from './backend.js';
import { askVersion } from './content-version.js';

/**
 * The content version a request is answered at, asked once per request (ADR 019): the
 * redirects (redirects.ts) and the page cache (documents.ts) both read it, so a request
 * costs one question whichever of them answers it.
 */
export function requestVersions(backend: BackendClient): (req: Request) => Promise<number> {
  const versions = new FreshVersion(() => askVersion(backend));
  const asked = new WeakMap<Request, Promise<number>>();
  return (req) => {
    let version = asked.get(req);
    if (!version) {
      version = versions.current();
      asked.set(req, version);
    }
    return version;
  };
}
