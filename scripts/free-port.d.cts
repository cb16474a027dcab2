/** A port free on 127.0.0.1 right now, for a server about to be started. */
export function freePort(): Promise<number>;
