/** Asks the site for a preview's document: POST to its resource route; refused, an error. */
export async function fetchPreview(path: string, body: object, signal: AbortSignal) {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'text/html' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(String(response.status));
  return response.text();
}
