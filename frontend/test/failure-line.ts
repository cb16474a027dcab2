/**
 * An error's first line without terminal colours: how the unit and browser summaries name a
 * failure (CI shows only the end of the log, where the summary is).
 */
export function failureLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
  const plain = (message ?? 'failed').replace(/\u001b\[[0-9;]*m/g, '').trim();
  return (plain.split('\n')[0] ?? '').slice(0, 300);
}
