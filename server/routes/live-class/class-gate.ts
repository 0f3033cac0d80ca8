import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import type { AccessVerdict } from '../../../common/schemas/live-class/access.ts';
import { type ClassRole, LIVE_MESSAGES } from '../../../common/schemas/live-class/shared.ts';
import type { Db } from '../../db/database.ts';
import { preparedFor } from '../../db/prepared.ts';
import { classes, classJoinPasses } from '../../db/schema.ts';
import {
  type CameraSession,
  checkClaim,
  hashToken,
  requireUser,
  SESSION_COOKIE,
} from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isOpenDay } from '../classes/classes.service.ts';

export type ClassRow = typeof classes.$inferSelect;

/** The one call the gate makes on the class cache (typed here: class-cache.ts imports this file). */
type ClassRowSource = { classRow(classId: number): Promise<ClassRow | null> };

/**
 * Who is asking about which class: the signed-in member and their role in it, or the phone that
 * is their second camera there (`camera`), whose session is its camera session.
 */
export type Member = {
  user: SessionUser;
  cls: ClassRow;
  role: ClassRole;
  sessionHash: string;
  camera: boolean;
};

export type GateOptions = {
  /** The class must be open: its day (school time zone) or while it runs, not completed, not cancelled. */
  open?: boolean;
  /** The session must have passed the join password (when the class has one). */
  password?: boolean;
  teacherOnly?: boolean;
};

type Claim = { userId?: number; role?: string };
export type Gate = (
  req: FastifyRequest,
  classId: number,
  claim: Claim,
  options?: GateOptions,
) => Promise<Member>;

/** requireMember bound to the app's database, the school's time zone and the class cache. */
export const createGate =
  (db: Db, { cache, timeZone }: { cache: ClassRowSource; timeZone: string }): Gate =>
  (req, classId, claim, options = {}) =>
    requireMember(db, req, classId, claim, { ...options, timeZone, classRow: cache.classRow });

const classById = preparedFor((db) =>
  db
    .select()
    .from(classes)
    .where(eq(classes.id, sql.placeholder('classId')))
    .prepare('class_row'),
);

export async function loadClass(db: Db, classId: number): Promise<ClassRow | null> {
  const [row] = await classById(db).execute({ classId });
  return row ?? null;
}

/**
 * The part of the account `userId` in the class: its teacher or its student, nobody else. A
 * student's guardian is no member (see memberRole): guardians never enter a live room.
 */
export function roleIn(cls: ClassRow, userId: number): ClassRole | null {
  if (cls.teacherId === userId) return 'teacher';
  if (cls.studentId === userId) return 'student';
  return null;
}

/** The caller's part in the class, a guardian refused even for their own child's class. */
export const memberRole = (cls: ClassRow, user: SessionUser): ClassRole | null =>
  user.role === 'guardian' ? null : roleIn(cls, user.id);

/** A member's verdict on joining now. Completed wins over the day, so a finished class says so. */
export function verdictFor(cls: ClassRow, timeZone: string, now = new Date()): AccessVerdict {
  if (cls.isCompleted) return 'completed';
  if (cls.isCancelled) return 'cancelled';
  if (!isOpenDay(cls, now, timeZone)) return 'not_today';
  return 'allowed';
}

export const VERDICT_MESSAGES: Record<AccessVerdict, string> = {
  allowed: LIVE_MESSAGES.allowed,
  completed: LIVE_MESSAGES.completed,
  cancelled: LIVE_MESSAGES.cancelled,
  not_today: LIVE_MESSAGES.notToday,
  not_authorized: LIVE_MESSAGES.notAuthorized,
};

export function sessionHashOf(req: FastifyRequest): string {
  const token = req.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : '';
}

export async function hasPassedPassword(db: Db, cls: ClassRow, sessionHash: string): Promise<boolean> {
  if (!cls.joinPasswordHash) return true;
  const [row] = await db
    .select({ classId: classJoinPasses.classId })
    .from(classJoinPasses)
    .where(and(eq(classJoinPasses.classId, cls.id), eq(classJoinPasses.sessionTokenHash, sessionHash)));
  return Boolean(row);
}

/**
 * Who speaks for the class in this request: the signed-in user, or, on a phone camera's call
 * (`cameraSession`), its camera session of this class while the class is open and its user still a
 * member; but a browser whose own session is a member speaks for itself. 401 with neither; the ids
 * the client sent are checked against the one chosen (403).
 */
export function callerOf(
  req: FastifyRequest,
  cls: ClassRow | null,
  claim: Claim,
  timeZone: string,
): { user: SessionUser; camera: CameraSession | null } {
  const camera = req.camera;
  const ownSessionIsMember = req.user && cls && roleIn(cls, req.user.id);
  if (
    camera &&
    cls?.id === camera.classId &&
    !ownSessionIsMember &&
    roleIn(cls, camera.user.id) &&
    verdictFor(cls, timeZone) === 'allowed'
  )
    return { user: checkClaim(camera.user, claim), camera };
  return { user: checkClaim(requireUser(req), claim), camera: null };
}

/**
 * The one check of every live-class call: signed in (401; a phone camera's session on its calls,
 * see callerOf), claimed ids match the session, a member of the class (403; an unknown class
 * looks the same), then the options' rules. A camera session passed the class password with the
 * member who made its link.
 */
export async function requireMember(
  db: Db,
  req: FastifyRequest,
  classId: number,
  claim: Claim,
  options: GateOptions & { timeZone: string; classRow?: (id: number) => Promise<ClassRow | null> },
): Promise<Member> {
  if (!req.camera) requireUser(req);
  const cls = await (options.classRow ?? ((id) => loadClass(db, id)))(classId);
  const { user, camera } = callerOf(req, cls, claim, options.timeZone);
  const role = cls ? memberRole(cls, user) : null;
  if (!cls || !role) throw new HttpError(403, LIVE_MESSAGES.notAuthorized);
  if (options.teacherOnly && role !== 'teacher') throw new HttpError(403, LIVE_MESSAGES.teacherOnly);
  if (options.open) {
    const verdict = verdictFor(cls, options.timeZone);
    if (verdict !== 'allowed') throw new HttpError(403, VERDICT_MESSAGES[verdict]);
  }
  const member = {
    user,
    cls,
    role,
    camera: Boolean(camera),
    // Hashed on demand: the 1 s meeting-status poll never needs it.
    get sessionHash() {
      return camera ? camera.tokenHash : sessionHashOf(req);
    },
  };
  if (options.password && !camera && !(await hasPassedPassword(db, cls, member.sessionHash))) {
    throw new HttpError(403, LIVE_MESSAGES.passwordFirst);
  }
  return member;
}
