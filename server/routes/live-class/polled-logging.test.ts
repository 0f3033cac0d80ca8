import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { createTestClass, type Party } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

// What the server logs, as pino writes it (one JSON line each).
const lines: { msg?: string; req?: { url?: string } }[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});

describe('request logs of the live class', () => {
  const t = useTestApp({}, { logger: { level: 'info', stream } });
  const get = (who: Party, path: string, query: Record<string, string | number>) =>
    t.app.inject({
      url: `/api${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: { cookie: who.cookie },
    });

  it('leaves out the polled calls (every second for each participant), not the others', async () => {
    const c = await createTestClass(t);
    await t.app.inject({
      method: 'POST',
      url: `/api${API.updateClassAttendance}`,
      headers: { cookie: c.student.cookie },
      payload: { class_id: c.id, action: 'join' },
    });
    lines.length = 0;
    const polls = [
      await get(c.student, API.checkMeetingStatus, { class_id: c.id, timestamp: Date.now() }),
      await get(c.student, API.webrtcSignaling, { class_id: c.id, timestamp: Date.now() }),
      await get(c.student, API.classChatMessages, {
        action: 'get_new_messages',
        class_id: c.id,
        last_message_id: 0,
      }),
      await get(c.student, API.cleanupWebrtcSignaling, { class_id: c.id }),
    ];
    expect(polls.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(lines).toEqual([]);

    await t.app.inject({
      method: 'POST',
      url: `/api${API.updateClassAttendance}`,
      headers: { cookie: c.student.cookie },
      payload: { class_id: c.id, action: 'leave' },
    });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});
