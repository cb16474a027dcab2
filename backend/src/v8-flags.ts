import { setFlagsFromString } from 'node:v8';

/*
 * Imported first by main.ts, before any module allocates. V8 moves an allocation site's
 * objects straight to the old generation once many of them outlive a young collection;
 * the database driver's rows of a large result do, so every later query's rows became
 * old-generation garbage and the API ran a full collection every second or so under
 * staff load (ADR 109). Node refuses this flag in NODE_OPTIONS, so it is set here, the
 * one place every way of starting the API passes through.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
