import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import {
  CAMERA_SIGNALS,
  SIGNAL_KEEP_SECONDS,
  type SignalType,
} from '../../../../common/schemas/live-class/signaling.ts';
import type { Db } from '../../../db/database.ts';
import { preparedFor } from '../../../db/prepared.ts';
import { classSignals } from '../../../db/schema.ts';
import type { Carried, EventBus } from '../../../plugins/events.ts';
import type { Member } from '../class-gate.ts';
import { insertInClassOrder } from '../class-order.ts';

/** The most messages one read returns. */
export const SIGNAL_BATCH = 500;
const otherRole = (role: ClassRole): ClassRole => (role === 'teacher' ? 'student' : 'teacher');

/** A stored signalling message: `data` is what its sender sent (any JSON, or null). */
export type Signal = {
  id: number;
  type: SignalType;
  data: unknown;
  fromRole: ClassRole;
  toRole: ClassRole;
  createdAt: Date;
};

const toSignal = (row: typeof classSignals.$inferSelect): Signal => ({
  id: row.id,
  type: row.messageType as SignalType,
  data: row.data ?? null,
  fromRole: row.fromRole,
  toRole: row.toRole,
  createdAt: row.createdAt,
});

const column = (c: { name: string }) => sql.identifier(c.name);
const c = classSignals;
// The stored signal, carried in its notice: a stream that has seen every notice since its last
// read sends it without reading it back (`carriedSignal`).
const CARRY = sql`json_build_object('id', stored.${column(c.id)}, 'type', stored.${column(c.messageType)},
  'data', stored.${column(c.data)}, 'from', stored.${column(c.fromRole)}, 'at', stored.${column(c.createdAt)})`;

/** Stores a message for the other member (or `toRole`) and wakes its listeners: one statement. */
export async function storeSignal(
  deps: { db: Db; events: EventBus },
  { cls, role }: Pick<Member, 'cls' | 'role'>,
  messageType: SignalType,
  data: unknown,
  toRole: ClassRole = otherRole(role),
): Promise<number> {
  const wake = deps.events.publishWith(cls.id, 'signal', toRole, CARRY);
  const stored = await insertInClassOrder(
    deps.db,
    cls.id,
    sql`insert into ${c} (${column(c.classId)}, ${column(c.fromRole)},
        ${column(c.toRole)}, ${column(c.messageType)}, ${column(c.data)})
      select ${cls.id}::int, ${role}, ${toRole}, ${messageType}, ${data == null ? null : JSON.stringify(data)}::jsonb from lock
      returning ${column(c.id)}, ${column(c.messageType)}, ${column(c.data)}, ${column(c.fromRole)}, ${column(c.createdAt)}`,
    wake.notify,
  );
  if (!stored) throw new Error('signal not stored');
  wake.woke();
  return stored.id;
}

/** A signal to `toRole` as its notice carried it (CARRY), or null when it is not one. */
export function carriedSignal(row: Carried, toRole: ClassRole): Signal | null {
  const { id, type, data, from, at } = row;
  const createdAt = typeof at === 'string' ? new Date(at) : null;
  if (!Number.isInteger(id) || typeof type !== 'string' || !createdAt || Number.isNaN(createdAt.getTime()))
    return null;
  if (from !== 'teacher' && from !== 'student') return null;
  return {
    id: id as number,
    type: type as SignalType,
    data: data ?? null,
    fromRole: from,
    toRole,
    createdAt,
  };
}

// What a member's stream reads on each wake.
const signalsAfterId = preparedFor((db) =>
  db
    .select()
    .from(classSignals)
    .where(
      and(
        eq(classSignals.classId, sql.placeholder('classId')),
        eq(classSignals.toRole, sql.placeholder('toRole')),
        gt(classSignals.id, sql.placeholder('afterId')),
      ),
    )
    .orderBy(asc(classSignals.id))
    .limit(SIGNAL_BATCH)
    .prepare('signals_after_id'),
);

/**
 * Messages to `toRole`, oldest first, after an id or a moment (or all kept); for a phone camera
 * (`phone`), only the phone connections' own.
 */
export async function signalsFor(
  db: Db,
  classId: number,
  toRole: ClassRole,
  after: { id?: number; since?: Date },
  phone = false,
): Promise<Signal[]> {
  if (after.id !== undefined && !after.since && !phone) {
    const rows = await signalsAfterId(db).execute({ classId, toRole, afterId: after.id });
    return rows.map(toSignal);
  }
  const rows = await db
    .select()
    .from(classSignals)
    .where(
      and(
        eq(classSignals.classId, classId),
        eq(classSignals.toRole, toRole),
        after.id !== undefined ? gt(classSignals.id, after.id) : undefined,
        after.since ? gt(classSignals.createdAt, after.since) : undefined,
        phone ? inArray(classSignals.messageType, CAMERA_SIGNALS) : undefined,
      ),
    )
    .orderBy(asc(classSignals.id))
    .limit(SIGNAL_BATCH);
  return rows.map(toSignal);
}

/** The spec's `timestamp`: milliseconds since the epoch, or seconds (a PHP client's time()). */
export function timestampToDate(timestamp: number): Date {
  return new Date(timestamp < 1e11 ? timestamp * 1000 : timestamp);
}

/** Deletes the class's signalling messages older than SIGNAL_KEEP_SECONDS; counts those deleted and those left. */
export async function cleanupSignals(
  db: Db,
  classId: number,
  now = new Date(),
): Promise<{ deleted: number; remaining: number }> {
  const cutoff = new Date(now.getTime() - SIGNAL_KEEP_SECONDS * 1000);
  const deleted = await db
    .delete(classSignals)
    .where(and(eq(classSignals.classId, classId), lt(classSignals.createdAt, cutoff)))
    .returning({ id: classSignals.id });
  const [left] = await db.select({ n: count() }).from(classSignals).where(eq(classSignals.classId, classId));
  return { deleted: deleted.length, remaining: left?.n ?? 0 };
}
