/**
 * zod, configured before any schema exists. Zod probes `new Function` when it builds an
 * object schema, to decide whether it may compile its parsers; under the site's CSP (no
 * 'unsafe-eval') that probe is a reported violation. Every contracts module takes `z` from
 * here, so the setting holds whichever module a bundle happens to evaluate first.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
