import { describe, expect, it } from 'vitest';
import {
  BACKING_TRACK_LIMITS,
  BACKING_TRACK_TEXT,
} from '../../../../common/schemas/live-class/backing-tracks.ts';
import { wavHeader } from '../../../../scripts/wav-header.ts';
import { createGuardianOf, createOutsider, createTestClass, type Party } from '../../../test/builders.ts';
import { call, expectPasswordFirst, useLiveTestApp } from '../live-class-fixtures.ts';

const TRACKS = '/api/class_backing_tracks';

/** A second of 440 Hz at 8 kHz, mono: a real WAV file. */
function toneWav(): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate * 2);
  for (let i = 0; i < rate; i++)
    samples.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  return Buffer.concat([wavHeader({ channels: 1, rate, dataBytes: samples.length }), samples]);
}
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat([
    ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
    Buffer.alloc(256),
  ]);

/** The first bytes of each kind, each under a name that says otherwise: the bytes decide. */
const GOOD = [
  { name: 'Yaman alap.wav', bytes: toneWav(), type: 'audio/wav' },
  { name: 'Bhairavi.mp3', bytes: bytes('ID3', [4, 0, 0, 0, 0, 0, 0]), type: 'audio/mpeg' },
  // An MP3 without tags starts with a frame header (MPEG-1 layer III, 128 kbps).
  { name: 'Untagged', bytes: bytes([0xff, 0xfb, 0x90, 0x64]), type: 'audio/mpeg' },
  { name: 'Drone.ogg', bytes: bytes('OggS', [0, 2]), type: 'audio/ogg' },
  {
    name: 'Tabla loop.m4a',
    bytes: bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0], 'M4A isom'),
    type: 'audio/mp4',
  },
];

describe('backing tracks', () => {
  const t = useLiveTestApp();
  const add = (
    who: Party | null,
    classId: number,
    name: string,
    body: Buffer,
    type = 'application/octet-stream',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${TRACKS}?class_id=${classId}&name=${encodeURIComponent(name)}`,
      headers: { ...(who ? { cookie: who.cookie } : {}), 'content-type': type },
      payload: body,
    });

  it('keeps an MP3, WAV, OGG and M4A file by its bytes, lists them for both, and plays each back whole or by range', async () => {
    const c = await createTestClass(t);
    for (const [i, good] of GOOD.entries()) {
      const res = await add(i % 2 ? c.student : c.teacher, c.id, good.name, good.bytes);
      expect(res.statusCode, good.name).toBe(201);
      expect(res.json().data).toMatchObject({
        file_name: good.name,
        mime_type: good.type,
        size_bytes: good.bytes.length,
        added_by: i % 2 ? 'student' : 'teacher',
      });
    }
    const list = (await call(t, c.student, 'GET', TRACKS, { class_id: c.id })).json().data.tracks;
    expect(list.map((x: { file_name: string }) => x.file_name)).toEqual(GOOD.map((g) => g.name));
    const wav = list[0];
    const whole = await t.app.inject({ url: wav.url, headers: { cookie: c.teacher.cookie } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.equals(GOOD[0].bytes)).toBe(true);
    const part = await t.app.inject({
      url: wav.url,
      headers: { cookie: c.student.cookie, range: 'bytes=44-99' },
    });
    expect([part.statusCode, part.headers['content-range']]).toEqual([
      206,
      `bytes 44-99/${GOOD[0].bytes.length}`,
    ]);
    expect(part.rawPayload.equals(GOOD[0].bytes.subarray(44, 100))).toBe(true);
  });

  it('refuses a text file named and typed as audio, an empty body and a file past the size limit, saying why', async () => {
    const c = await createTestClass(t);
    const text = Buffer.from('These are my lyrics, not a song.\n'.repeat(20));
    for (const res of [
      await add(c.teacher, c.id, 'Lyrics.mp3', text, 'audio/mpeg'),
      await add(c.teacher, c.id, 'Lyrics.wav', text),
      await add(
        c.teacher,
        c.id,
        'Page.ogg',
        Buffer.from('<html><script>alert(1)</script></html>'),
        'audio/ogg',
      ),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([400, BACKING_TRACK_TEXT.notAudio]);
    }
    const empty = await add(c.teacher, c.id, 'Nothing.mp3', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const big = Buffer.concat([toneWav(), Buffer.alloc(BACKING_TRACK_LIMITS.bytes)]);
    const tooLarge = await add(c.teacher, c.id, 'Long.wav', big);
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([413, BACKING_TRACK_TEXT.tooLarge]);
    expect((await call(t, c.teacher, 'GET', TRACKS, { class_id: c.id })).json().data.tracks).toEqual([]);
  });

  it("lets only the class's teacher and student add, list and play its tracks; another class's track is not found", async () => {
    const c = await createTestClass(t, { password: 'sargam-7' });
    const other = await createTestClass(t);
    const theirs = (await add(other.teacher, other.id, 'Theirs.wav', toneWav())).json().data;
    const stranger = await createOutsider(t, 'teacher');
    const guardian = await createGuardianOf(t, other.student.user.id);
    expect((await add(null, other.id, 'x.wav', toneWav())).statusCode).toBe(401);
    for (const who of [stranger, guardian]) {
      expect((await add(who, other.id, 'x.wav', toneWav())).statusCode).toBe(403);
      expect((await call(t, who, 'GET', TRACKS, { class_id: other.id })).statusCode).toBe(403);
      expect((await t.app.inject({ url: theirs.url, headers: { cookie: who.cookie } })).statusCode).toBe(404);
    }
    // A member of another class: as if the track did not exist.
    const notMine = await t.app.inject({ url: theirs.url, headers: { cookie: c.teacher.cookie } });
    expect([notMine.statusCode, notMine.json().message]).toEqual([404, BACKING_TRACK_TEXT.notFound]);
    // The room's password first, as every call of the room.
    await expectPasswordFirst(t, c.student, { classId: c.id, password: 'sargam-7' }, () =>
      call(t, c.student, 'GET', TRACKS, { class_id: c.id }),
    );
  });
});
