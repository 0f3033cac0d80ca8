import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { classChatMessages, classes, classSignals } from '../../../db/schema.ts';
import type { Carried, EventBus } from '../../../plugins/events.ts';
import { createTestClass } from '../../../test/builders.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { storeMessage } from '../chat/chat.service.ts';
import { readMeetingStatus } from '../meeting-status.ts';
import { storeSignal } from '../signaling/signaling.service.ts';
import { pumpClassEvents } from './events.service.ts';
import { SseChannel } from './sse-channel.ts';

type Wake = Parameters<Parameters<EventBus['subscribe']>[1]>;

/** One class's bus, woken by hand: what a notice would bring, in the order the test gives. */
function handBus() {
  let listener: ((...wake: Wake) => void) | null = null;
  return {
    subscribe: (_classId: number, l: (...wake: Wake) => void) => {
      listener = l;
      return () => {
        listener = null;
      };
    },
    wake: (...wake: Wake) => listener?.(...wake),
  };
}

/** What a stream sent, from its raw event lines: the signals by their `sdp`, the chat by its text. */
function sentEvents() {
  const lines: string[] = [];
  const out = { write: (chunk: string) => lines.push(chunk) > 0, end: () => {}, writableEnded: false };
  const data = (event: string) =>
    lines
      .filter((l) => l.includes(`event: ${event}\n`))
      .map((l) => JSON.parse(l.slice(l.indexOf('data: ') + 6)));
  const sdps = () => data('signal').map((d) => d.data.sdp as string);
  const texts = () => data('chat').map((d) => `${d.sender_name}: ${d.message_content}`);
  return { channel: new SseChannel(out as never, 60_000), sdps, texts };
}

const carriedRow = (id: number, type: string, sdp: string, from: ClassRole = 'teacher'): Carried => ({
  id,
  type,
  data: { sdp },
  from,
  at: new Date().toISOString(),
});

describe('signals carried in their notices', () => {
  const t = useTestApp();

  async function pump(role: ClassRole, { phone = false, mayDeliver = async () => true } = {}) {
    const c = await createTestClass(t);
    const bus = handBus();
    const { channel, sdps } = sentEvents();
    const store = async (type: 'offer' | 'camera_offer', sdp: string) => {
      const [row] = await t.database.db
        .insert(classSignals)
        .values({
          classId: c.id,
          fromRole: role === 'teacher' ? 'student' : 'teacher',
          toRole: role,
          messageType: type,
          data: { sdp },
        })
        .returning({ id: classSignals.id });
      return row?.id ?? 0;
    };
    const first = await store(phone ? 'camera_offer' : 'offer', 'stored before');
    pumpClassEvents({
      db: t.database.db,
      events: bus,
      classId: c.id,
      role,
      phone,
      cursor: { signalId: 0, chatId: 0, scoreId: 0 },
      meetingStatus: (id) => readMeetingStatus(t.database.db, id),
      channel,
      mayDeliver,
      onDelivered: () => {},
      onError: (err) => {
        throw err;
      },
    });
    await vi.waitFor(() => expect(sdps()).toEqual(['stored before']));
    return { bus, sdps, store, first, channel };
  }

  it('sends a carried signal as carried, with no read, and a plain wake reads', async () => {
    const s = await pump('student');
    // Stored as 'in the database'; its notice carries 'carried': what goes out is the notice's.
    const second = await s.store('offer', 'in the database');
    s.bus.wake('signal', 'student', carriedRow(second, 'offer', 'carried'));
    await vi.waitFor(() => expect(s.sdps()).toEqual(['stored before', 'carried']));
    // A notice of a signal already sent, and one to the other member, send nothing.
    s.bus.wake('signal', 'student', carriedRow(s.first, 'offer', 'again'));
    s.bus.wake('signal', 'teacher', carriedRow(second + 1, 'offer', 'for the teacher'));
    const third = await s.store('offer', 'read back');
    s.bus.wake('signal', 'student');
    await vi.waitFor(() => expect(s.sdps()).toEqual(['stored before', 'carried', 'read back']));
    expect(third).toBeGreaterThan(second);
  });

  it('reads past what a read covers: a carried signal found by a read goes out once', async () => {
    const s = await pump('teacher');
    const second = await s.store('offer', 'found by the read');
    // The plain wake's read finds it; its notice, behind it, sends nothing more.
    s.bus.wake('signal', 'teacher');
    s.bus.wake('signal', 'teacher', carriedRow(second, 'offer', 'its notice', 'student'));
    await vi.waitFor(() => expect(s.sdps()).toEqual(['stored before', 'found by the read']));
    const third = await s.store('offer', 'stored');
    s.bus.wake('signal', 'teacher', carriedRow(third, 'offer', 'next, carried', 'student'));
    await vi.waitFor(() => expect(s.sdps()).toEqual(['stored before', 'found by the read', 'next, carried']));
  });

  it("sends a phone camera's stream only the camera's carried signals", async () => {
    const s = await pump('student', { phone: true });
    s.bus.wake('signal', 'student', carriedRow(s.first + 1, 'offer', 'the lesson offer'));
    s.bus.wake('signal', 'student', carriedRow(s.first + 2, 'camera_offer', 'the camera offer'));
    await vi.waitFor(() => expect(s.sdps()).toEqual(['stored before', 'the camera offer']));
  });

  it('reads instead when a notice carries no signal it can use', async () => {
    const s = await pump('student');
    const second = await s.store('offer', 'read instead');
    s.bus.wake('signal', 'student', { id: 'not a number' });
    await vi.waitFor(() => expect(s.sdps()).toEqual(['stored before', 'read instead']));
    expect(second).toBeGreaterThan(s.first);
  });

  it('sends nothing carried once the member may no longer receive it', async () => {
    let allowed = true;
    const s = await pump('student', { mayDeliver: async () => allowed });
    allowed = false;
    s.bus.wake('signal', 'student', carriedRow(s.first + 1, 'offer', 'too late'));
    await vi.waitFor(() => expect(s.channel.isClosed).toBe(true));
    expect(s.sdps()).toEqual(['stored before']);
  });
});

const carriedText = (id: number, content: string, first = 'Tara'): Carried => ({
  id,
  sender: 1,
  role: 'teacher',
  content,
  at: new Date().toISOString(),
  first,
  last: 'Teacher',
});

describe('chat carried in its notices', () => {
  const t = useTestApp();

  it('sends a carried text as carried, with no read, skips one already read, and reads on a plain wake', async () => {
    const c = await createTestClass(t);
    const bus = handBus();
    const { channel, texts } = sentEvents();
    const say = async (text: string) => {
      const [row] = await t.database.db
        .insert(classChatMessages)
        .values({
          classId: c.id,
          senderId: c.teacher.user.id,
          senderRole: 'teacher',
          messageType: 'text',
          messageContent: text,
        })
        .returning({ id: classChatMessages.id });
      return row?.id ?? 0;
    };
    const first = await say('hello');
    pumpClassEvents({
      db: t.database.db,
      events: bus,
      classId: c.id,
      role: 'student',
      phone: false,
      cursor: { signalId: 0, chatId: 0, scoreId: 0 },
      meetingStatus: (id) => readMeetingStatus(t.database.db, id),
      channel,
      mayDeliver: async () => true,
      onDelivered: () => {},
      onError: (err) => {
        throw err;
      },
    });
    const name = `${c.teacher.user.firstName} ${c.teacher.user.lastName}`;
    await vi.waitFor(() => expect(texts()).toEqual([`${name}: hello`]));
    const second = await say('as stored');
    bus.wake('chat', undefined, carriedText(first, 'again'));
    bus.wake('chat', undefined, carriedText(second, 'as carried'));
    await vi.waitFor(() => expect(texts()).toEqual([`${name}: hello`, 'Tara Teacher: as carried']));
    await say('read back');
    bus.wake('chat');
    await vi.waitFor(() =>
      expect(texts()).toEqual([`${name}: hello`, 'Tara Teacher: as carried', `${name}: read back`]),
    );
  });
});

describe('a signal or text stored with its notice', () => {
  const t = useTestApp();
  const postgres = () => Boolean(t.database.pool);

  it('wakes the addressee with the stored row on PostgreSQL (a plain wake on the embedded database), and too long a row unsaid', async () => {
    const c = await createTestClass(t);
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.id, c.id));
    if (!cls) throw new Error('no class');
    const woken = vi.fn();
    const off = t.app.events.subscribe(c.id, woken);
    const id = await storeSignal(
      { db: t.database.db, events: t.app.events },
      { cls, role: 'teacher' },
      'offer',
      { sdp: 'v=0' },
    );
    await vi.waitFor(() => expect(woken).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    if (postgres())
      expect(woken).toHaveBeenCalledWith(
        'signal',
        'student',
        expect.objectContaining({ id, type: 'offer', data: { sdp: 'v=0' }, from: 'teacher' }),
      );
    else expect(woken).toHaveBeenCalledWith('signal', 'student');

    await storeSignal({ db: t.database.db, events: t.app.events }, { cls, role: 'teacher' }, 'offer', {
      sdp: 'x'.repeat(9_000),
    });
    await vi.waitFor(() => expect(woken).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(woken).toHaveBeenLastCalledWith('signal', 'student');
    off();
  });

  it("answers a text with its sender's name, and carries it so on PostgreSQL", async () => {
    const c = await createTestClass(t);
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.id, c.id));
    if (!cls) throw new Error('no class');
    const woken = vi.fn();
    const off = t.app.events.subscribe(c.id, woken);
    const member = { cls, role: 'student' as const, user: c.student.user, sessionHash: '', camera: false };
    const entry = await storeMessage({ db: t.database.db, events: t.app.events }, member, {
      text: 'Namaste',
    });
    expect(entry).toMatchObject({
      type: 'text',
      content: 'Namaste',
      file: null,
      sender: { id: c.student.user.id, firstName: c.student.user.firstName, role: 'student' },
    });
    expect(entry.createdAt).toBeInstanceOf(Date);
    await vi.waitFor(() => expect(woken).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    if (postgres())
      expect(woken).toHaveBeenCalledWith(
        'chat',
        undefined,
        expect.objectContaining({
          id: entry.id,
          content: 'Namaste',
          first: c.student.user.firstName,
          role: 'student',
        }),
      );
    else expect(woken).toHaveBeenCalledWith('chat');
    off();
  });

  it('wakes this instance for signals and chat only through their notices on PostgreSQL, which come in commit order', async () => {
    const woken = vi.fn();
    const off = t.app.events.subscribe(9_001, woken);
    // woke() without the notice's statement, then a status published at once (in-process).
    t.app.events.publishWith(9_001, 'chat').woke();
    t.app.events.publishWith(9_001, 'signal', 'student').woke();
    await t.app.events.publish(9_001, 'status');
    const kinds = woken.mock.calls.map(([kind]) => kind);
    expect(kinds).toEqual(postgres() ? ['status'] : ['chat', 'signal', 'status']);
    off();
  });
});
