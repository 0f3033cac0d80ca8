import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '../../common/api.ts';
import { PASSWORD_CHANGE_REQUIRED } from '../../common/schemas/account.ts';
import { ROLE_IDS, ROLE_LABELS, type Role, type SessionUser } from '../../common/schemas/auth.ts';
import type { Db } from '../db/database.ts';
import { preparedFor } from '../db/prepared.ts';
import { cameraSessions, classes, sessions, users } from '../db/schema.ts';
import { sessionUserColumns } from '../db/session-user.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request's session, or null. */
    user: SessionUser | null;
    /** The phone camera's session of this request, read only on the calls marked `cameraSession`. */
    camera: CameraSession | null;
  }
  interface FastifyContextConfig {
    /** Reuse a session read a moment ago (routes polled every second). */
    sessionCache?: boolean;
    /**
     * Open to a person who must choose a new password (an admin set theirs): their account
     * page's calls and signing in or out. Every other API call answers them 403.
     */
    passwordChangeAllowed?: boolean;
    /**
     * One of the calls a phone camera makes (the class's access check, status, signals and
     * stream, the live settings): its camera session (`ms_camera`) is read here and nowhere else,
     * so every other call treats it as signed out.
     */
    cameraSession?: boolean;
  }
}

export const SESSION_COOKIE = 'ms_session';
/** A phone's camera session (a used camera link): never a session of its member. */
const CAMERA_COOKIE = 'ms_camera';
/** The longest a camera session lasts, its class still open (12 hours: an abandoned room's). */
const CAMERA_SESSION_HOURS = 12;

/** A phone as the second camera of `user` in one class; the class gate says what it may do. */
export type CameraSession = { tokenHash: string; classId: number; user: SessionUser };
/** The readable cookies of the spec (section 3, "Current user"), for the client. */
export const USER_COOKIES = [
  'User_Id',
  'User_Role_Id',
  'User_Email',
  'User_Role',
  'User_First_Name',
  'User_Last_Name',
] as const;

// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_EVERY_MS = 60_000;
// Routes polled every second (a live class's meeting status) set `config: { sessionCache: true }`
// and reuse a session read a moment ago instead of asking the database again. Signing out drops
// the entry at once here, and within this time on other instances.
const SESSION_CACHE_MS = 5_000;
const sessionCache = new Map<string, { user: SessionUser; until: number }>();
const cameraCache = new Map<string, { camera: CameraSession; until: number }>();

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type AuthOptions = { idleMinutes: number };

/**
 * Resolves the session cookie to a user on every request. A session ends after
 * `idleMinutes` without requests, except while its user has a class in progress. A user who
 * must change their password reaches only the API calls marked `passwordChangeAllowed`.
 */
export const authPlugin = fp<AuthOptions>(
  async (app, { idleMinutes }) => {
    app.decorateRequest('user', null);
    const load = async (req: FastifyRequest, tokenHash: string) => {
      req.user = await loadSessionUser(app.database.db, tokenHash, idleMinutes);
      if (sessionCache.size >= 10_000) sessionCache.clear();
      if (req.user) sessionCache.set(tokenHash, { user: req.user, until: Date.now() + SESSION_CACHE_MS });
      else sessionCache.delete(tokenHash);
    };
    // Callback style: a cached session (the 1 s polls) costs no promise.
    app.addHook('onRequest', (req, _reply, done) => {
      const token = req.cookies[SESSION_COOKIE];
      if (!token) return done();
      const tokenHash = hashToken(token);
      const cacheable = req.routeOptions.config?.sessionCache === true;
      const hit = cacheable ? sessionCache.get(tokenHash) : undefined;
      if (hit && hit.until > Date.now()) {
        req.user = hit.user;
        return done(passwordChangeGate(req));
      }
      load(req, tokenHash).then(() => done(passwordChangeGate(req)), done);
    });
    app.decorateRequest('camera', null);
    app.addHook('onRequest', (req, _reply, done) => {
      const config = req.routeOptions.config;
      const token = config?.cameraSession ? req.cookies[CAMERA_COOKIE] : undefined;
      if (!token) return done();
      const tokenHash = hashToken(token);
      const hit = config?.sessionCache ? cameraCache.get(tokenHash) : undefined;
      if (hit && hit.until > Date.now()) {
        req.camera = hit.camera;
        return done();
      }
      loadCameraSession(app.database.db, tokenHash).then((camera) => {
        req.camera = camera;
        if (cameraCache.size >= 10_000) cameraCache.clear();
        if (camera) cameraCache.set(tokenHash, { camera, until: Date.now() + SESSION_CACHE_MS });
        else cameraCache.delete(tokenHash);
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The refusal of an API call to a user who must first choose a new password, or undefined. */
function passwordChangeGate(req: FastifyRequest): HttpError | undefined {
  if (!req.user?.mustChangePassword) return undefined;
  const { url, config } = req.routeOptions;
  if (!url?.startsWith(`${API_BASE}/`) || config?.passwordChangeAllowed) return undefined;
  return new HttpError(403, PASSWORD_CHANGE_REQUIRED);
}

// Asked on every request.
const sessionUserOf = preparedFor((db) =>
  db
    .select({ ...sessionUserColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_user'),
);

async function loadSessionUser(db: Db, tokenHash: string, idleMinutes: number): Promise<SessionUser | null> {
  const [row] = await sessionUserOf(db).execute({ tokenHash });
  if (!row) return null;
  if (await idleExpired(db, row.id, row.lastSeenAt, idleMinutes)) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _, ...user } = row;
  return user;
}

/** A camera session not expired whose class is neither completed nor cancelled. */
async function loadCameraSession(db: Db, tokenHash: string): Promise<CameraSession | null> {
  const [row] = await db
    .select({ classId: cameraSessions.classId, user: sessionUserColumns })
    .from(cameraSessions)
    .innerJoin(users, eq(users.id, cameraSessions.userId))
    .innerJoin(classes, eq(classes.id, cameraSessions.classId))
    .where(
      and(
        eq(cameraSessions.tokenHash, tokenHash),
        gt(cameraSessions.expiresAt, new Date()),
        eq(classes.isCompleted, false),
        eq(classes.isCancelled, false),
      ),
    );
  return row ? { tokenHash, ...row } : null;
}

/**
 * Gives this browser a camera session of `classId` as `userId`'s second camera: its own cookie
 * (`ms_camera`, sent to the API only), leaving the browser's session and user cookies as they
 * are. A camera session this browser had before ends, and so do expired ones.
 */
export async function startCameraSession(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  { userId, classId }: { userId: number; classId: number },
) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const before = req.cookies[CAMERA_COOKIE];
  await db.transaction(async (tx) => {
    await tx.delete(cameraSessions).where(lte(cameraSessions.expiresAt, new Date(now)));
    if (before) await tx.delete(cameraSessions).where(eq(cameraSessions.tokenHash, hashToken(before)));
    await tx.insert(cameraSessions).values({
      tokenHash: hashToken(token),
      userId,
      classId,
      expiresAt: new Date(now + CAMERA_SESSION_HOURS * 3_600_000),
    });
  });
  if (before) cameraCache.delete(hashToken(before));
  reply.setCookie(CAMERA_COOKIE, token, {
    path: API_BASE,
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
  });
}

/** A session unused for `idleMinutes` has ended, unless its user has a class in progress. */
export async function idleExpired(db: Db, userId: number, lastSeenAt: Date, idleMinutes: number) {
  return Date.now() - lastSeenAt.getTime() > idleMinutes * 60_000 && !(await hasClassInProgress(db, userId));
}

/**
 * A class of this user that has started and is not completed keeps the session alive; one
 * started more than 12 hours ago and never completed (an abandoned room) does not.
 */
async function hasClassInProgress(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.isStarted, true),
        eq(classes.isCompleted, false),
        sql`coalesce(${classes.startedAt}, ${classes.createdAt}) > now() - interval '12 hours'`,
        sql`(${classes.teacherId} = ${userId} or ${classes.studentId} = ${userId})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Starts a session for the user and sets the session cookie and the readable user cookies;
 * answers the session's token hash.
 */
export async function startSession(db: Db, req: FastifyRequest, reply: FastifyReply, user: SessionUser) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await db.insert(sessions).values({ tokenHash, userId: user.id });
  const base = { path: '/', sameSite: 'lax' as const, secure: req.protocol === 'https' };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  setUserCookies(req, reply, user);
  return tokenHash;
}

/** The readable user cookies (the header's name and role): at sign-in and after a profile change. */
export function setUserCookies(req: FastifyRequest, reply: FastifyReply, user: SessionUser) {
  const base = { path: '/', sameSite: 'lax' as const, secure: req.protocol === 'https' };
  const values: Record<(typeof USER_COOKIES)[number], string> = {
    User_Id: String(user.id),
    User_Role_Id: String(ROLE_IDS[user.role]),
    // A child without an e-mail of their own: the username they sign in with.
    User_Email: user.email ?? user.username ?? '',
    User_Role: ROLE_LABELS[user.role],
    User_First_Name: user.firstName,
    User_Last_Name: user.lastName,
  };
  for (const [name, value] of Object.entries(values)) reply.setCookie(name, value, base);
}

/** Drops this instance's cached sessions of a user whose sessions were ended (a new password). */
export function forgetCachedSessions(userId: number) {
  for (const [tokenHash, entry] of sessionCache) if (entry.user.id === userId) sessionCache.delete(tokenHash);
  for (const [tokenHash, entry] of cameraCache)
    if (entry.camera.user.id === userId) cameraCache.delete(tokenHash);
}

/** Ends the request's session on the server and clears every cookie of it. */
export async function endSession(db: Db, req: FastifyRequest, reply: FastifyReply) {
  const token = req.cookies[SESSION_COOKIE];
  if (token) {
    sessionCache.delete(hashToken(token));
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
  for (const name of [SESSION_COOKIE, ...USER_COOKIES]) reply.clearCookie(name, { path: '/' });
}

/** The signed-in user, or 401. */
export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new HttpError(401, 'Please sign in to continue');
  return req.user;
}

/** The signed-in user if it has one of the roles, else 401/403. */
export function requireRole(req: FastifyRequest, ...roles: Role[]): SessionUser {
  const user = requireUser(req);
  if (!roles.includes(user.role)) throw new HttpError(403, 'You do not have access to this');
  return user;
}

/**
 * Checks ids and roles the client sent (the spec's user_id, teacher_id, student_id,
 * user_role) against the session: a mismatch is refused with 403. Admins may act for
 * others where `adminMayActForOthers` is set.
 */
export function assertClaimedIdentity(
  req: FastifyRequest,
  claim: { userId?: number | string | null; role?: string | null },
  { adminMayActForOthers = false } = {},
): SessionUser {
  const user = requireUser(req);
  if (adminMayActForOthers && user.role === 'admin') return user;
  return checkClaim(user, claim);
}

/** `user` when the ids and role the client sent (if any) are theirs, else 403. */
export function checkClaim(
  user: SessionUser,
  claim: { userId?: number | string | null; role?: string | null },
): SessionUser {
  if (
    claim.userId !== undefined &&
    claim.userId !== null &&
    claim.userId !== '' &&
    Number(claim.userId) !== user.id
  ) {
    throw new HttpError(403, 'That request is for another user');
  }
  if (claim.role && claim.role.toLowerCase() !== user.role) {
    throw new HttpError(403, 'That request is for another role');
  }
  return user;
}
