import { createContext, useContext } from 'react';

/**
 * The per-response CSP nonce, provided on the server by entry.server.tsx. In the browser it
 * is undefined: scripts added after hydration are loaded by nonce'd modules ('strict-dynamic').
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
