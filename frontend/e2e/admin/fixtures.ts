import type { APIRequestContext } from '@playwright/test';
import type { Role } from '@prism/contracts';
import { test as base } from '../support/fixtures';
import { createAccount, ownerApi, type Account } from './support';

interface StaffFixtures {
  /** The seeded owner's API client, for setting up and cleaning up. */
  owner: APIRequestContext;
  /** The role of `staff`; a spec picks another with `test.use({ staffRole: 'editor' })`. */
  staffRole: Role;
  /** A staff account of its own for the spec's tests, deleted when they are done. */
  staff: Account;
}

/** The admin specs' test: the owner's API client and a staff account, set up once per worker. */
export const test = base.extend<object, StaffFixtures>({
  staffRole: ['admin', { scope: 'worker', option: true }],
  owner: [
    async ({ playwright }, use) => {
      const owner = await ownerApi(playwright);
      await use(owner);
      await owner.dispose();
    },
    { scope: 'worker' },
  ],
  staff: [
    async ({ owner, staffRole }, use) => {
      const account = await createAccount(owner, staffRole);
      await use(account);
      await owner.delete(`/api/admin/users/${account.id}`);
    },
    { scope: 'worker' },
  ],
});
export { expect } from '../support/fixtures';
