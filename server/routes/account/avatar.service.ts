import { randomBytes } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { PHOTO_NOT_IMAGE } from '../../../common/schemas/account.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/database.ts';
import { classes, userAvatars } from '../../db/schema.ts';
import { permissionOf } from '../../families/consent-state.ts';
import { isStudentOrGuardian, studentOrGuardianIs } from '../../families/student-access.ts';
import { HttpError } from '../../plugins/errors.ts';

/** The stored photo's side, in pixels (square). */
export const AVATAR_SIZE = 256;
/** Decoding a picture takes memory by its pixels, not its bytes: a small file may unpack to gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const PHOTO_TOO_MANY_PIXELS = `The photo must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** The format and size from the header alone, without decoding a pixel; null when no image's. */
export async function readImageHeader(bytes: Buffer) {
  try {
    // sharp throws at once, not in its promise, for some input (no bytes at all).
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/**
 * A JPEG, PNG or WebP photo, judged by its content (not its name or type), as a 256 px square WebP:
 * turned upright by its EXIF orientation, then every metadata (EXIF, GPS, ICC, XMP) left out.
 */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  const meta = await readImageHeader(bytes);
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw new HttpError(400, PHOTO_NOT_IMAGE);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
    throw new HttpError(400, PHOTO_TOO_MANY_PIXELS);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that promises an image its data does not hold (cut off, corrupt).
    throw new HttpError(400, PHOTO_NOT_IMAGE);
  }
}

/** Keeps the person's new photo under a new version (so its address changes). */
export async function storeAvatar(db: Db, userId: number, image: Buffer): Promise<void> {
  const row = { image, version: randomBytes(9).toString('base64url'), updatedAt: new Date() };
  await db
    .insert(userAvatars)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: userAvatars.userId, set: row });
}

/**
 * The photo gets a new address (its bytes as they are): what browsers keep under the old one is
 * no longer named anywhere, so a photo whose consent was withheld is asked for, and refused, again.
 */
export async function readdressAvatar(db: Db, userId: number): Promise<void> {
  await db
    .update(userAvatars)
    .set({ version: randomBytes(9).toString('base64url') })
    .where(eq(userAvatars.userId, userId));
}

export async function removeAvatar(db: Db, userId: number): Promise<void> {
  await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
}

/**
 * The person themself, an admin, the other side of a class of theirs (as teacher or student), or
 * a guardian: their child, and their child's teachers.
 */
async function maySee(db: Db, viewer: SessionUser, userId: number): Promise<boolean> {
  if (viewer.id === userId || viewer.role === 'admin') return true;
  if (await isStudentOrGuardian(db, viewer, userId)) return true;
  const [shared] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      or(
        and(eq(classes.teacherId, viewer.id), eq(classes.studentId, userId)),
        and(eq(classes.teacherId, userId), studentOrGuardianIs(viewer, classes.studentId)),
      ),
    )
    .limit(1);
  return Boolean(shared);
}

/**
 * A student's photo reaches others (their teachers) only with the photo consent on the school's
 * date `today` (issue 45); the student, their guardians and admins always see it.
 */
async function shownTo(db: Db, viewer: SessionUser, userId: number, today: string): Promise<boolean> {
  if (viewer.id === userId || viewer.role === 'admin') return true;
  if (await isStudentOrGuardian(db, viewer, userId)) return true;
  return (await permissionOf(db, userId, 'photo', today)).allowed;
}

/** The person's photo if the viewer may see it; null alike for no photo and no right to it. */
export async function readAvatar(
  db: Db,
  viewer: SessionUser,
  userId: number,
  today: string,
): Promise<{ image: Uint8Array; version: string } | null> {
  if (!(await maySee(db, viewer, userId)) || !(await shownTo(db, viewer, userId, today))) return null;
  const [row] = await db
    .select({ image: userAvatars.image, version: userAvatars.version })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId));
  return row ?? null;
}
