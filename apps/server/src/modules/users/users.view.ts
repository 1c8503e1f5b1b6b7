import type { PublicUser } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.repo.js';
import { rewardsBalance } from '../auth/users.repo.js';
import { toPublicUser } from './public-user.js';

export type UsersView = { publicUser: (row: UserRow) => Promise<PublicUser> };

export function createUsersView(db: Db): UsersView {
  return { publicUser: async (row) => toPublicUser(row, await rewardsBalance(db, row.id)) };
}
