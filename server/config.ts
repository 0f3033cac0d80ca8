import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ADULT_AGE, OWN_MAIL_AGE } from '../common/family-ages.ts';
import { DEFAULT_FEE_POLICY, type FeePolicy, feePolicySchema } from '../common/fees/fee-policy.ts';
import { DEFAULT_LESSON_POLICY, type LessonPolicy, lessonPolicySchema } from '../common/lesson-policy.ts';
import { MUSIC_AUDIO_KBPS } from '../common/schemas/live-class/access.ts';
import {
  ICE_TRANSPORT_POLICIES,
  type IceServer,
  iceServerSchema,
  LIVE_TRANSPORTS,
} from '../common/schemas/live-settings.ts';
import { type School, schoolSettingsSchema, toSchool } from '../common/school.ts';
import type { DatabaseOptions } from './db/database.ts';

/** Two public STUN servers, as the spec's room uses. */
/** A setting holding JSON; `message` names what it must be when it does not parse. */
const jsonSetting = (message: string) =>
  z.string().transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });

const DEFAULT_ICE_SERVERS: IceServer[] = [
  { urls: 'stun:stun.l.google.com:19302' },
  { urls: 'stun:stun1.l.google.com:19302' },
];

// proxy-addr's names for address ranges, and an address with an optional prefix length.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  const [address = '', prefix, extra] = entry.split('/');
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  if (extra !== undefined || !isIP(address)) return false;
  return (
    prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128))
  );
};

/**
 * Which proxies in front may say who the client is (X-Forwarded-For, -Proto, -Host): how many
 * hops, or their addresses. Never every hop: then any client names its own address.
 */
const trustProxySchema = z.string().transform((value, ctx): false | number | string[] => {
  const v = value.trim();
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  const list = v.split(',').map((s) => s.trim());
  if (v !== 'true' && list.every(isProxyAddress)) return list;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be the number of proxies in front (1 behind one reverse proxy) or their addresses (e.g. 10.0.0.2,10.0.1.0/24); true would let any client choose its own address',
  });
  return z.NEVER;
});

// Every setting of the server, read and validated here and nowhere else.
// `.env.example` documents each one.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxySchema.default(false),
    CLIENT_DIST: z.string().min(1).default('./dist/client'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).default(120),
    REQUEST_BODY_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(30),
    UPLOAD_TIMEOUT_S: z.coerce.number().int().min(10).max(7200).default(900),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    CLASS_PASSWORD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SCORE_STROKE_RATE_LIMIT: z.coerce.number().int().min(1).default(1800),
    SEED_DEMO: z.enum(['0', '1'], 'must be 1 (add the demo data) or 0').default('0'),
    DEMO_PASSWORD: z.string().min(8).default('demo-password'),
    DEMO_CLASS_PASSWORD: z.string().min(4).default('letmein'),
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Harmony School of Music <no-reply@example.com>'),
    ADMISSION_EMAIL: z.email().optional(),
    CONTACT_EMAIL: z.email().optional(),
    ICE_SERVERS: jsonSetting('must be a JSON list')
      .pipe(z.array(iceServerSchema))
      .default(DEFAULT_ICE_SERVERS),
    /** The school's own lesson rules: any keys of common/lesson-policy.ts, the rest stay as the defaults. */
    LESSON_POLICY: jsonSetting('must be a JSON object')
      .pipe(lessonPolicySchema.partial())
      .transform((own) => lessonPolicySchema.parse({ ...DEFAULT_LESSON_POLICY, ...own }))
      .default(DEFAULT_LESSON_POLICY),
    /** The school's fee rules: any keys of common/fees/fee-policy.ts, the rest stay as the defaults. */
    FEE_POLICY: jsonSetting('must be a JSON object')
      .pipe(feePolicySchema.partial())
      .transform((own) => feePolicySchema.parse({ ...DEFAULT_FEE_POLICY, ...own }))
      .default(DEFAULT_FEE_POLICY),
    TURN_URLS: z
      .string()
      .transform((v) => v.split(/[\s,]+/).filter(Boolean))
      .pipe(z.array(z.string().regex(/^turns?:[^\s]+$/, 'each must be a turn: or turns: URL')).min(1))
      .optional(),
    TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    TURN_TTL_S: z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 24 * 3600)
      .default(3600),
    ICE_TRANSPORT_POLICY: z.enum(ICE_TRANSPORT_POLICIES).default('all'),
    JANUS_URL: z
      .url({ protocol: /^https?$/, error: "must be the http(s) URL of Janus's REST API" })
      .optional(),
    JANUS_ADMIN_URL: z
      .url({ protocol: /^https?$/, error: "must be the http(s) URL of Janus's admin API" })
      .optional(),
    JANUS_API_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    JANUS_ADMIN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    JANUS_EDGES: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((entry) => entry.trim().split(/\s+/))
          .filter((pair) => pair[0]),
      )
      .pipe(
        z.array(
          z.tuple([
            z.url({
              protocol: /^https?$/,
              error: "each must start with the http(s) URL of a Janus's REST API",
            }),
            z.url({ protocol: /^https?$/, error: 'each REST URL must be followed by its admin API URL' }),
          ]),
        ),
      )
      .default([]),
    JANUS_VIEWERS_PER_SERVER: z.coerce.number().int().min(1).max(5000).default(200),
    GROUP_CLASS_MAX_STUDENTS: z.coerce.number().int().min(2).max(12).default(12),
    LIVE_TRANSPORT: z.enum(LIVE_TRANSPORTS).default('push'),
    MUSIC_AUDIO_KBPS: z.coerce
      .number()
      .int()
      .min(MUSIC_AUDIO_KBPS.min)
      .max(MUSIC_AUDIO_KBPS.max)
      .default(MUSIC_AUDIO_KBPS.default),
    RECORDINGS: z.enum(['on', 'off']).default('on'),
    RECORDING_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(2048),
    RECORDING_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
    CONSENT_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    OWN_MAIL_AGE: z.coerce.number().int().min(0).max(ADULT_AGE).default(OWN_MAIL_AGE),
    TAKE_MAX_MB: z.coerce.number().int().min(1).max(1024).default(40),
    TAKE_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_EVERY_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 31)
      .default(24),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  })
  .extend(schoolSettingsSchema.shape)
  .superRefine((e, ctx) => {
    if (!!e.TURN_URLS !== !!e.TURN_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: [e.TURN_URLS ? 'TURN_SECRET' : 'TURN_URLS'],
        message: 'TURN_URLS and TURN_SECRET go together (the servers, and the secret they share with coturn)',
      });
    const hasTurn =
      !!e.TURN_URLS || e.ICE_SERVERS.some((s) => [s.urls].flat().some((u) => /^turns?:/.test(u)));
    if (e.ICE_TRANSPORT_POLICY === 'relay' && !hasTurn)
      ctx.addIssue({
        code: 'custom',
        path: ['ICE_TRANSPORT_POLICY'],
        message: 'relay needs a TURN server (TURN_URLS and TURN_SECRET)',
      });
    const janus = ['JANUS_URL', 'JANUS_ADMIN_URL', 'JANUS_API_SECRET', 'JANUS_ADMIN_SECRET'] as const;
    const missing = janus.filter((k) => !e[k]);
    if (missing.length > 0 && missing.length < janus.length)
      ctx.addIssue({
        code: 'custom',
        path: [missing[0] as string],
        message: `${janus.join(', ')} go together (Janus's two APIs and their secrets)`,
      });
    if (e.JANUS_EDGES.length > 0 && missing.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['JANUS_EDGES'],
        message: 'needs JANUS_URL and the rest: the edges share its secrets and are fed from it',
      });
    if (e.TAKE_QUOTA_MB < e.TAKE_MAX_MB)
      ctx.addIssue({
        code: 'custom',
        path: ['TAKE_QUOTA_MB'],
        message: 'must be at least TAKE_MAX_MB (a student may keep at least one take)',
      });
  });

export type JanusConfig = { url: string; adminUrl: string; apiSecret: string; adminSecret: string };

/** TURN servers whose credentials the server mints per user (coturn's use-auth-secret). */
export type TurnConfig = { urls: string[]; secret: string; ttlSeconds: number };

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseOptions;
  logLevel: string;
  /** Proxy hops, or proxy addresses, whose X-Forwarded-* headers are believed; false: none. */
  trustProxy: false | number | string[];
  clientDist: string;
  /** Minutes without a request after which a session ends (never during a class in progress). */
  sessionIdleMinutes: number;
  /** Seconds a request's body (not a file) may take to arrive, and any request with its files. */
  timeouts: { bodyMs: number; uploadMs: number };
  /** After SIGTERM or SIGINT: how long what is in flight may take before the server exits anyway. */
  shutdownGraceMs: number;
  /** METRICS_TOKEN: /metrics asks for it as a bearer token; null: /metrics answers loopback callers only. */
  metricsToken: string | null;
  /** Sign-in attempts per address and minute. */
  loginRateLimit: number;
  /** Sign-in attempts per account (e-mail address) and address in LOGIN_ACCOUNT_WINDOW_MINUTES; a success starts again. */
  loginAccountRateLimit: number;
  /** Class join password attempts per signed-in user (or address) and minute. */
  classPasswordRateLimit: number;
  /** A shared score's strokes (batches of one being drawn, and finished marks) per person and minute. */
  scoreStrokeRateLimit: number;
  /** The school's time zone: every 'today' of the product is a day there. */
  timeZone: string;
  /** LESSON_POLICY: how much notice, how many changes a month, reminders, teaching hours. */
  lessonPolicy: LessonPolicy;
  /** The school's fee rules (FEE_POLICY): currency, tax, number prefixes, due days, renewals, packages. */
  feePolicy: FeePolicy;
  /** OWN_MAIL_AGE: from this age (on the school's date) a student with guardians also gets their mails. */
  ownMailAge: number;
  /** SEED_DEMO=1: each start adds the demo accounts and today's demo classes that are missing. */
  seedDemo: boolean;
  demo: { password: string; classPassword: string };
  school: School;
  /** Contact and admission posts per address and minute. */
  formRateLimit: number;
  /** Submissions are mailed from the outbox through SMTP when `smtpUrl` is set. */
  mail: { smtpUrl: string | null; from: string; admissionTo: string; contactTo: string };
  /**
   * The live room's STUN/TURN servers, push (event stream) or the spec's polling only, and the
   * Opus bitrate of music mode in kbps.
   */
  /**
   * Group classes: Janus's REST and admin APIs and their secrets (JANUS_URL, JANUS_ADMIN_URL,
   * JANUS_API_SECRET, JANUS_ADMIN_SECRET; null without them, and group classes are off). The
   * secrets never leave the server. GROUP_CLASS_MAX_STUDENTS caps a class (2 to 12).
   * JANUS_EDGES: more Janus servers (same secrets) a recital's stage is RTP-forwarded to, for
   * audiences past JANUS_VIEWERS_PER_SERVER on each.
   */
  groupClasses: {
    janus: JanusConfig | null;
    maxStudents: number;
    edges: JanusConfig[];
    viewersPerServer: number;
  };
  live: {
    iceServers: IceServer[];
    transport: 'push' | 'poll';
    musicAudioKbps: number;
    /** TURN_URLS, TURN_SECRET, TURN_TTL_S; null without them. The secret never leaves the server. */
    turn: TurnConfig | null;
    /** 'relay': every lesson goes through TURN (ICE_TRANSPORT_POLICY). */
    iceTransportPolicy: 'all' | 'relay';
  };
  /**
   * Lesson recordings: RECORDINGS on/off for the whole school, files under DATA_DIR/recordings
   * (a temporary folder with DATA_DIR=memory://), RECORDING_MAX_MB per lesson, and
   * RECORDING_RETENTION_DAYS after which the scheduled job deletes them.
   */
  recordings: {
    enabled: boolean;
    dir: string;
    maxBytes: number;
    retentionDays: number;
    /**
     * CONSENT_GRACE_DAYS: days after a child's recording consent is withdrawn before their
     * recordings are deleted, so the family can download them first.
     */
    consentGraceDays: number;
    /** S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): the files go there instead. */
    s3: {
      bucket: string;
      endpoint: string | null;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
    } | null;
  };
  /**
   * A practice take's largest size (TAKE_MAX_MB) and what one student's takes may hold in all
   * (TAKE_QUOTA_MB), in bytes.
   */
  takes: { maxBytes: number; quotaBytes: number };
  /**
   * The scheduled backup (server/ops): an archive into BACKUP_DIR every BACKUP_EVERY_HOURS, the
   * newest BACKUP_KEEP kept; no scheduled backup without BACKUP_DIR.
   */
  backup: { dir: string | null; everyHours: number; keep: number };
};

export class ConfigError extends Error {}

/** Environment -> typed config. A bad value throws a ConfigError naming the setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid setting ${lines.join('; ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, schoolTimeZone: e.SCHOOL_TIME_ZONE }
      : {
          kind: 'pglite',
          dataDir: e.DATA_DIR === 'memory://' ? null : path.resolve(e.DATA_DIR),
          schoolTimeZone: e.SCHOOL_TIME_ZONE,
        },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    clientDist: path.resolve(e.CLIENT_DIST),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    timeouts: { bodyMs: e.REQUEST_BODY_TIMEOUT_S * 1000, uploadMs: e.UPLOAD_TIMEOUT_S * 1000 },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN ?? null,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    loginAccountRateLimit: e.LOGIN_ACCOUNT_RATE_LIMIT,
    classPasswordRateLimit: e.CLASS_PASSWORD_RATE_LIMIT,
    scoreStrokeRateLimit: e.SCORE_STROKE_RATE_LIMIT,
    timeZone: e.SCHOOL_TIME_ZONE,
    lessonPolicy: e.LESSON_POLICY,
    feePolicy: e.FEE_POLICY,
    ownMailAge: e.OWN_MAIL_AGE,
    seedDemo: e.SEED_DEMO === '1',
    demo: { password: e.DEMO_PASSWORD, classPassword: e.DEMO_CLASS_PASSWORD },
    school: toSchool(schoolSettingsSchema.parse(e)),
    formRateLimit: e.FORM_RATE_LIMIT,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      admissionTo: e.ADMISSION_EMAIL ?? e.SCHOOL_EMAIL_GENERAL,
      contactTo: e.CONTACT_EMAIL ?? e.SCHOOL_EMAIL_GENERAL,
    },
    groupClasses: {
      janus:
        e.JANUS_URL && e.JANUS_ADMIN_URL && e.JANUS_API_SECRET && e.JANUS_ADMIN_SECRET
          ? {
              url: e.JANUS_URL.replace(/\/+$/, ''),
              adminUrl: e.JANUS_ADMIN_URL.replace(/\/+$/, ''),
              apiSecret: e.JANUS_API_SECRET,
              adminSecret: e.JANUS_ADMIN_SECRET,
            }
          : null,
      maxStudents: e.GROUP_CLASS_MAX_STUDENTS,
      edges: e.JANUS_EDGES.map(([url, adminUrl]) => ({
        url: url.replace(/\/+$/, ''),
        adminUrl: adminUrl.replace(/\/+$/, ''),
        apiSecret: e.JANUS_API_SECRET ?? '',
        adminSecret: e.JANUS_ADMIN_SECRET ?? '',
      })),
      viewersPerServer: e.JANUS_VIEWERS_PER_SERVER,
    },
    live: {
      iceServers: e.ICE_SERVERS,
      transport: e.LIVE_TRANSPORT,
      musicAudioKbps: e.MUSIC_AUDIO_KBPS,
      turn:
        e.TURN_URLS && e.TURN_SECRET
          ? { urls: e.TURN_URLS, secret: e.TURN_SECRET, ttlSeconds: e.TURN_TTL_S }
          : null,
      iceTransportPolicy: e.ICE_TRANSPORT_POLICY,
    },
    recordings: {
      enabled: e.RECORDINGS === 'on',
      dir:
        e.DATA_DIR === 'memory://'
          ? path.join(os.tmpdir(), `music-school-recordings-${process.pid}`)
          : path.resolve(e.DATA_DIR, 'recordings'),
      maxBytes: e.RECORDING_MAX_MB * 1024 * 1024,
      retentionDays: e.RECORDING_RETENTION_DAYS,
      consentGraceDays: e.CONSENT_GRACE_DAYS,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT ?? null,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          }
        : null,
    },
    takes: { maxBytes: e.TAKE_MAX_MB * 1024 * 1024, quotaBytes: e.TAKE_QUOTA_MB * 1024 * 1024 },
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : null,
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
    },
  };
}
