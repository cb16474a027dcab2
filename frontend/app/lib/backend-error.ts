/**
 * What a failed call of the site's API client throws (frontend/server/backend.ts,
 * BackendError): the API's status (503 when it could not be reached or answered in time)
 * and its answer.
 */
export interface BackendFailure extends Error {
  readonly status: number;
  readonly body: string;
  /** The API is down, paused, refusing connections or failing: the data can't be had now. */
  readonly unavailable: boolean;
}

/**
 * Whether an error came from an API call. By name, not instanceof: the route modules are
 * bundled by Vite apart from the server, so they can't share the class.
 */
export function isBackendError(error: unknown): error is BackendFailure {
  return error instanceof Error && error.name === 'BackendError' && 'status' in error;
}
