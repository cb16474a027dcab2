import type { SiteContext } from '../server/app';

// The Express server hands every loader and action the same context (server/app.ts).
declare module 'react-router' {
  // Augmentation needs an interface; it adds SiteContext's members to React Router's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}

export type { SiteContext };
