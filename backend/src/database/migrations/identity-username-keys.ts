import type { QueryRunner } from 'typeorm';
import { usernameKey } from '../../users/username-key';

/**
 * Fills users.usernameKey for existing accounts. Accounts whose names share a
 * key keep their rows: the oldest holds the key, the others stay null and are reported,
 * for an owner to rename or delete; nothing is deleted here.
 */
export async function fillUsernameKeys(queryRunner: QueryRunner, param: (i: number) => string) {
  const users = (await queryRunner.query('SELECT "id", "username" FROM "users" ORDER BY "id"')) as {
    id: number;
    username: string;
  }[];
  const holders = new Map<string, { id: number; username: string }>();
  const clashes: string[] = [];
  for (const user of users) {
    const key = usernameKey(user.username);
    const holder = holders.get(key);
    if (holder) {
      clashes.push(
        `'${user.username}' (id ${user.id}) clashes with '${holder.username}' (id ${holder.id})`,
      );
      continue;
    }
    holders.set(key, user);
    await queryRunner.query(
      `UPDATE "users" SET "usernameKey" = ${param(1)} WHERE "id" = ${param(2)}`,
      [key, user.id],
    );
  }
  if (clashes.length > 0) {
    queryRunner.dataSource.logger.log(
      'warn',
      `Usernames that differ only in case, width or spaces (kept, without a key): ${clashes.join('; ')}`,
    );
  }
  return clashes;
}
