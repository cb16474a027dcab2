// The dashboard's words about failed scheduled work (ADR 045), in one place so they can be
// translated with the rest of the admin.

export const JOB_FAILURES_COPY = {
  heading: (count: number) =>
    count === 1 ? '1 scheduled task failed' : `${count} scheduled tasks failed`,
  retrying: 'Retrying',
  givenUp: 'Given up',
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
  /** The job names staff see, by the runner's name; others show as they are. */
  names: {
    'portfolio.publish': 'Scheduled publish',
    'portfolio.unpublish': 'Scheduled unpublish',
    'mail.deliver': 'Staff e-mail delivery',
    'audit.sweep': 'Audit log clean-up',
    'jobs.prune': 'Task history clean-up',
  } as Record<string, string>,
};
