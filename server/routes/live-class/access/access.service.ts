import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../../common/schemas/auth.ts';
import type {
  AttendanceBody,
  CheckAccessData,
  ClassInfo,
} from '../../../../common/schemas/live-class/access.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
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
  VERDICT_MESSAGES,
  verdictFor,
} from '../class-gate.ts';
import { readMeetingStatus } from '../meeting-status.ts';

export type LiveDeps = { db: Db; events: EventBus; timeZone: string };

function classInfo(cls: ClassRow): ClassInfo {
  return {
    id: cls.id,
    batch_name: cls.batchName,
    class_date: cls.classDate,
    class_time: cls.classTime,
    is_started: cls.isStarted,
    is_completed: cls.isCompleted,
    requires_password: Boolean(cls.joinPasswordHash),
  };
}

/** The access check's verdict for the signed-in user (never throws for a member or a stranger). */
export async function checkAccess(
  deps: LiveDeps,
  req: FastifyRequest,
  user: SessionUser,
  classId: number,
): Promise<{ success: boolean; data: CheckAccessData; message: string }> {
  const cls = await loadClass(deps.db, classId);
  const role = cls ? roleIn(cls, user.id) : null;
  if (!cls || !role) {
    return {
      success: false,
      data: { access: 'not_authorized', class: null, user_role: null, password_verified: false },
      message: LIVE_MESSAGES.notAuthorized,
    };
  }
  const access = verdictFor(cls, deps.timeZone);
  return {
    success: access === 'allowed',
    data: {
      access,
      class: classInfo(cls),
      user_role: role,
      password_verified: await hasPassedPassword(deps.db, cls, sessionHashOf(req)),
    },
    message: VERDICT_MESSAGES[access],
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

async function changed(deps: LiveDeps, classId: number): Promise<MeetingStatus> {
  await deps.events.publish(classId, 'status');
  return readMeetingStatus(deps.db, classId);
}

export async function startClass(deps: LiveDeps, { cls }: Member): Promise<MeetingStatus> {
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
): Promise<MeetingStatus> {
  await deps.db.insert(classAttendance).values({ classId: cls.id, userId: user.id, role, action });
  return changed(deps, cls.id);
}

export async function completeClass(deps: LiveDeps, { cls }: Member): Promise<MeetingStatus> {
  if (!cls.isCompleted) {
    await deps.db
      .update(classes)
      .set({ isCompleted: true, completedAt: new Date() })
      .where(eq(classes.id, cls.id));
  }
  return changed(deps, cls.id);
}

/** The teacher's music mode, kept with the class; both parties learn it from the status. */
export async function setMusicMode(deps: LiveDeps, { cls }: Member, on: boolean): Promise<MeetingStatus> {
  await deps.db.update(classes).set({ musicMode: on }).where(eq(classes.id, cls.id));
  return changed(deps, cls.id);
}
