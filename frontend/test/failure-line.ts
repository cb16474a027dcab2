/**
 * An error's start on one line without terminal colours: how the unit and browser summaries
 * name a failure (CI shows only the end of the log, where the summary is). Whitespace is
 * collapsed rather than cut at the first newline, so a message that opens a JSON list still
 * says what was found.
 */
export function failureLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
  const plain = (message ?? 'failed').replace(/\u001b\[[0-9;]*m/g, '');
  return plain.replace(/\s+/g, ' ').trim().slice(0, 300);
}
