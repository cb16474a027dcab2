/** One sign-in of a staff user, as their session list shows it. */
export interface StaffSessionDto {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  /** The client address at sign-in. */
  ip: string;
  userAgent: string;
  /** True for the session the request itself was made with. */
  current: boolean;
}
