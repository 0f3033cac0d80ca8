import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../../common/schemas/auth.ts';
import type { AccessVerdict, AttendanceBody } from '../../../../common/schemas/live-class/access.ts';
import { type ClassRole, LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import type { Db } from '../../../db/database.ts';
import { classAttendance, classes, classJoinPasses } from '../../../db/schema.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { EventBus } from '../../../plugins/events.ts';
import {
  type ClassRow,
  hasPassedPassword,
  loadClass,
  type Member,
  roleIn,
  sessionHashOf,
  verdictFor,
} from '../class-gate.ts';
import { type MeetingState, readMeetingStatus } from '../meeting-status.ts';

export type LiveDeps = { db: Db; events: EventBus; timeZone: string };

/** What the class's members learn about it. The join password itself never leaves the server. */
export type ClassSummary = Pick<
  ClassRow,
  'id' | 'batchName' | 'classDate' | 'classTime' | 'isStarted' | 'isCompleted'
> & { requiresPassword: boolean };

/** The access check's outcome; a stranger (or a class that does not exist) gets no class and no role. */
export type ClassAccess = {
  verdict: AccessVerdict;
  cls: ClassSummary | null;
  role: ClassRole | null;
  /** This session already passed the join password (or the class has none). */
  passwordVerified: boolean;
};

const summaryOf = (cls: ClassRow): ClassSummary => ({
  id: cls.id,
  batchName: cls.batchName,
  classDate: cls.classDate,
  classTime: cls.classTime,
  isStarted: cls.isStarted,
  isCompleted: cls.isCompleted,
  requiresPassword: Boolean(cls.joinPasswordHash),
});

/** The access check's verdict for the signed-in user (never throws for a member or a stranger). */
export async function checkAccess(
  deps: LiveDeps,
  req: FastifyRequest,
  user: SessionUser,
  classId: number,
): Promise<ClassAccess> {
  const cls = await loadClass(deps.db, classId);
  const role = cls ? roleIn(cls, user.id) : null;
  if (!cls || !role) return { verdict: 'not_authorized', cls: null, role: null, passwordVerified: false };
  return {
    verdict: verdictFor(cls, deps.timeZone),
    cls: summaryOf(cls),
    role,
    passwordVerified: await hasPassedPassword(deps.db, cls, sessionHashOf(req)),
  };
}

/** Checks the join password on the server and records that this session passed it. */
export async function verifyClassPassword(deps: LiveDeps, member: Member, password: string): Promise<void> {
  const { cls, sessionHash } = member;
  if (!cls.joinPasswordHash) return;
  if (!(await verify(cls.joinPasswordHash, password))) throw new HttpError(403, LIVE_MESSAGES.wrongPassword);
  await deps.db
    .insert(classJoinPasses)
    .values({ classId: cls.id, sessionTokenHash: sessionHash })
    .onConflictDoNothing();
}

async function changed(deps: LiveDeps, classId: number): Promise<MeetingState> {
  await deps.events.publish(classId, 'status');
  return readMeetingStatus(deps.db, classId);
}

export async function startClass(deps: LiveDeps, { cls }: Member): Promise<MeetingState> {
  if (!cls.isStarted) {
    await deps.db
      .update(classes)
      .set({ isStarted: true, startedAt: new Date() })
      .where(eq(classes.id, cls.id));
  }
  return changed(deps, cls.id);
}

export async function recordAttendance(
  deps: LiveDeps,
  { cls, user, role }: Member,
  action: AttendanceBody['action'],
): Promise<MeetingState> {
  await deps.db.insert(classAttendance).values({ classId: cls.id, userId: user.id, role, action });
  return changed(deps, cls.id);
}

export async function completeClass(deps: LiveDeps, { cls }: Member): Promise<MeetingState> {
  if (!cls.isCompleted) {
    await deps.db
      .update(classes)
      .set({ isCompleted: true, completedAt: new Date() })
      .where(eq(classes.id, cls.id));
  }
  return changed(deps, cls.id);
}

/** The teacher's music mode, kept with the class; both parties learn it from the status. */
export async function setMusicMode(deps: LiveDeps, { cls }: Member, on: boolean): Promise<MeetingState> {
  await deps.db.update(classes).set({ musicMode: on }).where(eq(classes.id, cls.id));
  return changed(deps, cls.id);
}
