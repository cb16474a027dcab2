/**
 * One key per account however the name is typed: Unicode compatibility forms folded,
 * surrounding and repeated spaces dropped, case ignored. Usernames are unique under it,
 * and the sign-in limits count under it, so two accounts never share a counter.
 */
export const usernameKey = (username: string) =>
  username.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
