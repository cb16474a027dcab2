import { z } from './zod';

/** One sign-in of a staff user, as their session list shows it. */
export const staffSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  ip: z.string().describe('The client address at sign-in'),
  userAgent: z.string(),
  current: z.boolean().describe('True for the session the request itself was made with'),
});
export type StaffSessionAnswer = z.infer<typeof staffSessionSchema>;
