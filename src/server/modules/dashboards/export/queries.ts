/** What the file's filters sheet reads besides the figures: the seller's name. */
import { eq } from 'drizzle-orm';
import { fullName } from '../../../../domain/users';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema';

export async function sellerName(db: Executor, sellerId: string | null): Promise<string | null> {
  if (!sellerId) return null;
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, sellerId))
    .limit(1);
  return row ? fullName(row.first, row.last) : sellerId;
}
