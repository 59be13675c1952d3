/** Gives a user a fresh one-time password (to be changed at first login) and returns it, for showing once. */
import type { Clock } from '../../app-context';
import { unixSeconds, type Db } from '../../storage/database';
import { hashPassword, oneTimePassword } from '../auth/passwords';
import { setPasswordHash } from './store';

export async function setOneTimePassword(ctx: { db: Db; clock: Clock }, userId: string): Promise<string> {
  const password = oneTimePassword();
  await setPasswordHash(ctx.db, userId, await hashPassword(password), true, unixSeconds(ctx.clock.now()));
  return password;
}
