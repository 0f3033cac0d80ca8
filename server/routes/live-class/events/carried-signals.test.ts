import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { classes, classSignals } from '../../../db/schema.ts';
import type { Carried, EventBus } from '../../../plugins/events.ts';
import { createTestClass } from '../../../test/builders.ts';
import { useTestApp } from '../../../test/test-app.ts';
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

/** The signals a stream sent, by the data's `sdp`, from its raw event lines. */
function sentSignals() {
  const lines: string[] = [];
  const out = { write: (chunk: string) => lines.push(chunk) > 0, end: () => {}, writableEnded: false };
  const sdps = () =>
    lines
      .filter((l) => l.includes('event: signal'))
      .map((l) => JSON.parse(l.slice(l.indexOf('data: ') + 6)).data.sdp as string);
  return { channel: new SseChannel(out as never, 60_000), sdps };
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
    const { channel, sdps } = sentSignals();
    const store = async (type: 'offer' | 'camera_offer', sdp: string) => {
      const [row] = await t.database.db.insert(classSignals).values({
        classId: c.id,
        fromRole: role === 'teacher' ? 'student' : 'teacher',
        toRole: role,
        messageType: type,
        data: { sdp },
      }).returning({ id: classSignals.id });
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

describe('a signal stored with its notice', () => {
  const t = useTestApp();
  const postgres = () => Boolean(t.database.pool);

  it('wakes the addressee with the stored row on PostgreSQL (a plain wake on the embedded database), and too long a row unsaid', async () => {
    const c = await createTestClass(t);
    const [cls] = await t.database.db.select().from(classes).where(eq(classes.id, c.id));
    if (!cls) throw new Error('no class');
    const woken = vi.fn();
    const off = t.app.events.subscribe(c.id, woken);
    const id = await storeSignal({ db: t.database.db, events: t.app.events }, { cls, role: 'teacher' }, 'offer', { sdp: 'v=0' });
    await vi.waitFor(() => expect(woken).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    if (postgres())
      expect(woken).toHaveBeenCalledWith(
        'signal',
        'student',
        expect.objectContaining({ id, type: 'offer', data: { sdp: 'v=0' }, from: 'teacher' }),
      );
    else expect(woken).toHaveBeenCalledWith('signal', 'student');

    await storeSignal({ db: t.database.db, events: t.app.events }, { cls, role: 'teacher' }, 'offer', { sdp: 'x'.repeat(9_000) });
    await vi.waitFor(() => expect(woken).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(woken).toHaveBeenLastCalledWith('signal', 'student');
    off();
  });
});
