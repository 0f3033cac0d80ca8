import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { PHOTO_MAX_BYTES, PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE } from '../../../common/schemas/account.ts';
import { userAvatars } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-fixtures.ts';
import { createOutsider, createTestClass, type Party } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { AVATAR_SIZE, PHOTO_TOO_MANY_PIXELS } from './avatar.service.ts';
import { AVATAR_NOT_FOUND } from './index.ts';

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** A picture whose left half is red and right half blue. */
async function halves(width: number, height: number) {
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: left, left: 0, top: 0 },
  ]);
}

/** The colour at (x, y) of an image. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

const isRed = (c: { r: number; g: number; b: number }) => c.r > 200 && c.b < 60;
const isBlue = (c: { r: number; g: number; b: number }) => c.b > 200 && c.r < 60;

describe('the profile photo', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  const upload = (cookie: string, body: Buffer | string, type = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: `/api${API.uploadAvatar}`,
      headers: { cookie, 'content-type': type },
      payload: body,
    });
  const photoOf = (userId: number, cookie: string | null, query = '', headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api${API.avatars}/${userId}${query}`,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
  const storedCount = async (userId: number) =>
    (await t.database.db.select().from(userAvatars).where(eq(userAvatars.userId, userId))).length;
  /** Uploads a real PNG; answers the photo's address. */
  const withPhoto = async (party: Party) => {
    const res = await upload(party.cookie, await (await halves(600, 400)).png().toBuffer());
    expect(res.statusCode).toBe(200);
    return res.json().profile.avatarUrl as string;
  };

  it('keeps a real PNG as a 256 px WebP and answers the profile with its address', async () => {
    const { student } = await createTestClass(t);
    const png = await (await halves(600, 400)).png().toBuffer();
    const res = await upload(student.cookie, png);
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json().profile;
    expect(avatarUrl).toMatch(new RegExp(`^/api/avatars/${student.user.id}\\?v=[A-Za-z0-9_-]+$`));

    const photo = await t.app.inject({ url: avatarUrl, headers: { cookie: student.cookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-disposition']).toMatch(/^inline/);
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    // Cover: the middle of the picture, both halves still there.
    expect(isRed(await pixel(photo.rawPayload, 10, 128))).toBe(true);
    expect(isBlue(await pixel(photo.rawPayload, 245, 128))).toBe(true);
  });

  it('turns a JPEG upright by its EXIF orientation and keeps none of its metadata', async () => {
    const { student } = await createTestClass(t);
    // Stored sideways: orientation 6 says "turn 90° clockwise", which puts the red half on top.
    const jpeg = await (await halves(400, 300))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secret Studio', ImageDescription: 'at home' } })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const res = await upload(student.cookie, jpeg, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const photo = await t.app.inject({
      url: res.json().profile.avatarUrl,
      headers: { cookie: student.cookie },
    });
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(photo.rawPayload.includes('Secret Studio')).toBe(false);
    expect(isRed(await pixel(photo.rawPayload, 128, 10))).toBe(true);
    expect(isBlue(await pixel(photo.rawPayload, 128, 245))).toBe(true);
  });

  it('takes WebP and bytes sent as application/octet-stream, judged by content', async () => {
    const { student } = await createTestClass(t);
    const webp = await (await halves(300, 300)).webp().toBuffer();
    expect((await upload(student.cookie, webp, 'image/webp')).statusCode).toBe(200);
    expect((await upload(student.cookie, webp, 'application/octet-stream')).statusCode).toBe(200);
  });

  it.each([
    ['an HTML file sent as image/png', () => Buffer.from('<!doctype html><script>alert(1)</script>')],
    [
      'an SVG',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: RED } })
          .gif()
          .toBuffer(),
    ],
    [
      'a PNG cut in half',
      async () => {
        const png = await (await halves(600, 400)).png({ compressionLevel: 0 }).toBuffer();
        return png.subarray(0, png.length / 2);
      },
    ],
    ['an empty body', () => Buffer.alloc(0)],
  ])('refuses %s with 400 and keeps nothing', async (_, make) => {
    const { student } = await createTestClass(t);
    const res = await upload(student.cookie, await make());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PHOTO_NOT_IMAGE);
    expect(await storedCount(student.user.id)).toBe(0);
  });

  it('refuses a small file that would unpack to too many pixels, before decoding it', async () => {
    const { student } = await createTestClass(t);
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: RED } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    const res = await upload(student.cookie, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PHOTO_TOO_MANY_PIXELS);
    expect(await storedCount(student.user.id)).toBe(0);
  });

  // The body is kept out of the app's input check, which would walk every byte of it (about 40 s).
  it('takes a photo just under the size limit', { timeout: 30_000 }, async () => {
    const { student } = await createTestClass(t);
    const side = 1800;
    const noise = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(PHOTO_MAX_BYTES * 0.9);
    expect(noise.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
    expect((await upload(student.cookie, noise)).statusCode).toBe(200);
  });

  it('refuses a body over the size limit with 413', async () => {
    const { student } = await createTestClass(t);
    const res = await upload(student.cookie, Buffer.alloc(PHOTO_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(PHOTO_TOO_LARGE);
  });

  it('refuses an upload and a removal from someone not signed in', async () => {
    const png = await (await halves(100, 100)).png().toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${API.uploadAvatar}`,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api${API.uploadAvatar}` })).statusCode).toBe(401);
  });

  it('shows the photo to its person, the teacher and student of a shared class and admins; 404 to anyone else', async () => {
    const { teacher, student } = await createTestClass(t);
    const stranger = await createOutsider(t, 'student');
    const otherTeacher = await createOutsider(t, 'teacher');
    const admin = await signInAdmin(t.app, t.database.db);
    await withPhoto(student);
    await withPhoto(teacher);

    for (const viewer of [student.cookie, teacher.cookie, admin]) {
      expect((await photoOf(student.user.id, viewer)).statusCode).toBe(200);
    }
    expect((await photoOf(teacher.user.id, student.cookie)).statusCode).toBe(200);

    const missing = await photoOf(stranger.user.id, admin);
    expect(missing.statusCode).toBe(404);
    for (const viewer of [stranger.cookie, otherTeacher.cookie]) {
      const refused = await photoOf(student.user.id, viewer);
      // Exactly as for someone without a photo: the answer does not tell who has one.
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
      expect(refused.json().error).toBe(AVATAR_NOT_FOUND);
    }
    expect((await photoOf(student.user.id, null)).statusCode).toBe(401);
  });

  it('gives each photo a new address; an old or bare address is asked again, a current ETag gets 304', async () => {
    const { student } = await createTestClass(t);
    const first = await withPhoto(student);
    const second = await withPhoto(student);
    expect(second).not.toBe(first);
    const version = new URL(second, 'http://x').searchParams.get('v');

    const old = await photoOf(
      student.user.id,
      student.cookie,
      `?v=${new URL(first, 'http://x').searchParams.get('v')}`,
    );
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('private, no-cache');
    const bare = await photoOf(student.user.id, student.cookie);
    expect(bare.headers['cache-control']).toBe('private, no-cache');
    expect(bare.headers.etag).toBe(`"${version}"`);

    const unchanged = await photoOf(student.user.id, student.cookie, '', { 'if-none-match': `"${version}"` });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('removes the photo', async () => {
    const { teacher, student } = await createTestClass(t);
    await withPhoto(student);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api${API.uploadAvatar}`,
      headers: { cookie: student.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.avatarUrl).toBeNull();
    expect(await storedCount(student.user.id)).toBe(0);
    expect((await photoOf(student.user.id, teacher.cookie)).statusCode).toBe(404);
  });
});
