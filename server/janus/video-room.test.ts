import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasJanus, type Janus, startJanus } from '../../scripts/janus.ts';
import { JanusClient } from './client.ts';
import { VIDEO_ROOM, VideoRooms } from './video-room.ts';

if (!hasJanus())
  console.warn('Skipping the Janus tests: no janus binary (run node scripts/ensure-janus.mjs)');

/** A browser's view: the REST API with nothing but what the app handed it (a token, or not). */
const asBrowser = (url: string, token?: string) => {
  const post = async (path: string, body: Record<string, unknown>) =>
    (await (
      await fetch(`${url}${path}`, {
        method: 'POST',
        body: JSON.stringify({ ...body, ...(token ? { token } : {}), transaction: 'b' }),
      })
    ).json()) as { janus: string; data?: { id: number }; error?: { code: number; reason: string } };
  return {
    post,
    /** Joins `room` as a publisher and returns the VideoRoom's answer (an event, long-polled). */
    async join(room: number) {
      const session = (await post('', { janus: 'create' })).data?.id;
      const handle = (await post(`/${session}`, { janus: 'attach', plugin: VIDEO_ROOM })).data?.id;
      await post(`/${session}/${handle}`, {
        janus: 'message',
        body: { request: 'join', ptype: 'publisher', room, token, display: 'x' },
      });
      for (;;) {
        const events = (await (await fetch(`${url}/${session}?maxev=5&token=${token}`)).json()) as {
          janus: string;
          plugindata?: { data: Record<string, unknown> };
        }[];
        const answer = [events].flat().find((e) => e.janus === 'event' && e.plugindata);
        if (answer) return answer.plugindata?.data;
      }
    },
  };
};

describe.skipIf(!hasJanus())('a lesson VideoRoom on a real Janus', () => {
  let janus: Janus;
  let rooms: VideoRooms;
  beforeAll(async () => {
    janus = await startJanus();
    rooms = new VideoRooms(janus);
  });
  afterAll(() => janus?.stop());

  it('refuses a browser without a token, and the app without its secrets', async () => {
    expect((await asBrowser(janus.url).post('', { janus: 'create' })).error?.code).toBe(403);
    const wrong = new JanusClient({ ...janus, apiSecret: 'not-the-secret', adminSecret: 'nor-this' });
    await expect(wrong.createSession()).rejects.toThrow(/403/);
    await expect(wrong.listTokens()).rejects.toThrow(/403/);
  });

  it('admits a token to its own room only, and to the VideoRoom plugin only', async () => {
    await rooms.ensure(4901, 'Theory batch', 13);
    await rooms.ensure(4901, 'Theory batch', 13); // a second call finds it
    await rooms.ensure(4902, 'Another batch', 13);
    const token = await rooms.admit(4901);
    const other = await rooms.admit(4902);

    expect(await asBrowser(janus.url, token).join(4901)).toMatchObject({ videoroom: 'joined', room: 4901 });
    expect(await asBrowser(janus.url, other).join(4901)).toMatchObject({ error_code: 433 });

    const browser = asBrowser(janus.url, token);
    const session = (await browser.post('', { janus: 'create' })).data?.id;
    const streaming = await browser.post(`/${session}`, {
      janus: 'attach',
      plugin: 'janus.plugin.streaming',
    });
    expect(streaming.error?.code).toBe(405);
  });

  it('makes a room once when its members ask at the same moment (all rejoining a restarted Janus)', async () => {
    await Promise.all([1, 2, 3].map(() => rooms.ensure(4904, 'Everyone at once', 13)));
    const token = await rooms.admit(4904);
    expect(await asBrowser(janus.url, token).join(4904)).toMatchObject({ videoroom: 'joined', room: 4904 });
  });

  it('locks recording to the app: a room is made with lock_record, so no member records themselves', async () => {
    await rooms.ensure(4905, 'Locked', 13);
    const { list } = (await new JanusClient(janus).withPlugin(VIDEO_ROOM, (h) =>
      h.request({ request: 'list', admin_key: janus.adminSecret }),
    )) as { list: { room: number; lock_record: boolean; record: boolean }[] };
    expect(list.find((r) => r.room === 4905)).toMatchObject({ lock_record: true, record: false });
  });

  it('removes the room and its tokens', async () => {
    await rooms.ensure(4903, 'Short-lived', 13);
    const token = await rooms.admit(4903);
    expect(await new JanusClient(janus).listTokens()).toContain(token);
    await rooms.remove(4903);
    expect(await new JanusClient(janus).listTokens()).not.toContain(token);
    expect((await asBrowser(janus.url, token).post('', { janus: 'create' })).error?.code).toBe(403);
    await rooms.remove(4903); // gone already: nothing to do
  });
});
