// The words of scheduled publishing (ADR 045) in the editor and the list, in one place so
// they can be translated with the rest of the admin.

export const SCHEDULE_COPY = {
  heading: 'Schedule',
  intro: (timeZone: string) => `Publish or unpublish at a set time (${timeZone} time).`,
  publishAt: 'Publish at',
  unpublishAt: 'Unpublish at',
  save: 'Save schedule',
  saved: 'Schedule saved',
  failed: 'Failed to save the schedule',
  scheduledBy: (name: string) => `Scheduled by ${name}`,
  /** The list's badge: "Publishes 2026-12-01 09:00". */
  publishes: (when: string) => `Publishes ${when}`,
  unpublishes: (when: string) => `Unpublishes ${when}`,
};
