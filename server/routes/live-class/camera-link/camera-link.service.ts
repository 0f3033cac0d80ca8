import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import { CAMERA_LINK_MINUTES } from '../../../../common/schemas/live-class/camera-link.ts';
import type { Db } from '../../../db/database.ts';
import { cameraLinks } from '../../../db/schema.ts';
import { hashToken } from '../../../plugins/auth.ts';
import type { Member } from '../class-gate.ts';

/** What a token looks like (32 random bytes, base64url): anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new link for the member's phone, working once until CAMERA_LINK_MINUTES from `now`. Their
 * earlier links of this class stop working (the newest QR code is the one shown), and links
 * expired by now go.
 */
export async function issueCameraLink(
  db: Db,
  { user, cls }: Pick<Member, 'user' | 'cls'>,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CAMERA_LINK_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .delete(cameraLinks)
      .where(
        or(
          and(eq(cameraLinks.userId, user.id), eq(cameraLinks.classId, cls.id)),
          lte(cameraLinks.expiresAt, now),
        ),
      );
    await tx
      .insert(cameraLinks)
      .values({ tokenHash: hashToken(token), userId: user.id, classId: cls.id, expiresAt });
  });
  return { token, expiresAt };
}

/** Uses the link up: of two requests with one token, one gets its member, the other null. */
export async function useCameraLink(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: number; classId: number } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .delete(cameraLinks)
    .where(and(eq(cameraLinks.tokenHash, hashToken(token)), gt(cameraLinks.expiresAt, now)))
    .returning({ userId: cameraLinks.userId, classId: cameraLinks.classId });
  return row ?? null;
}
