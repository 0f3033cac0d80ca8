import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '../common/api.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { seedDemoData } from './db/seed/index.ts';
import { feeMailContextOf } from './fees/fee-mailing.ts';
import { loggedPath } from './http/logged-path.ts';
import { jobsPlugin } from './jobs/jobs-plugin.ts';
import type { MailTransport } from './mail/outbox.ts';
import { smtpTransport } from './mail/smtp.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyTimeoutPlugin } from './plugins/body-timeout.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin, serializeError } from './plugins/errors.ts';
import { eventsPlugin } from './plugins/events.ts';
import { formsPlugin } from './plugins/forms.ts';
import { inputPlugin } from './plugins/input.ts';
import { mailPlugin } from './plugins/mail.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { accountRoutes } from './routes/account/index.ts';
import { adminAcceptRoutes } from './routes/admin-accept/index.ts';
import { adminApplicationsRoutes } from './routes/admin-applications/index.ts';
import { adminBackupsRoutes } from './routes/admin-backups/index.ts';
import { adminClassesRoutes } from './routes/admin-classes/index.ts';
import { adminEnrolmentsRoutes } from './routes/admin-enrolments/index.ts';
import { adminFaqsRoutes } from './routes/admin-faqs/index.ts';
import { adminInstafeedsRoutes } from './routes/admin-instafeeds/index.ts';
import { adminInvoicesRoutes } from './routes/admin-invoices/index.ts';
import { adminMessagesRoutes } from './routes/admin-messages/index.ts';
import { adminPricesRoutes } from './routes/admin-prices/index.ts';
import { adminReportsRoutes } from './routes/admin-reports/index.ts';
import { adminSeriesRoutes } from './routes/admin-series/index.ts';
import { adminStatementRoutes } from './routes/admin-statement/index.ts';
import { adminTestimonialsRoutes } from './routes/admin-testimonials/index.ts';
import { adminUsersRoutes } from './routes/admin-users/index.ts';
import { admissionRoutes } from './routes/admission/index.ts';
import { assignmentsRoutes } from './routes/assignments/index.ts';
import { hasAdmin } from './routes/auth/admin-account.ts';
import { authRoutes } from './routes/auth/index.ts';
import type { ForgotPasswordLimits } from './routes/auth/password-links.service.ts';
import { calendarFeedRoutes } from './routes/calendar-feed/index.ts';
import { classesRoutes } from './routes/classes/index.ts';
import { consentsRoutes } from './routes/consents/index.ts';
import { contactRoutes } from './routes/contact/index.ts';
import { faqRoutes } from './routes/faqs/index.ts';
import { groupClassesRoutes } from './routes/group-classes/index.ts';
import { healthRoutes } from './routes/health/index.ts';
import { instafeedRoutes } from './routes/instafeeds/index.ts';
import { janusProxyRoutes } from './routes/janus-proxy/index.ts';
import { lessonNotesRoutes } from './routes/lesson-notes/index.ts';
import { lessonsRoutes } from './routes/lessons/index.ts';
import { chatFileStorePlugin } from './routes/live-class/chat/chat-file-store.ts';
import { liveClassRoutes } from './routes/live-class/index.ts';
import { liveSettingsRoutes } from './routes/live-settings/index.ts';
import { metricsRoutes } from './routes/metrics/index.ts';
import { myChildrenRoutes } from './routes/my-children/index.ts';
import { myDocumentsRoutes } from './routes/my-documents/index.ts';
import { myEnrolmentsRoutes } from './routes/my-enrolments/index.ts';
import { opsBackupRoutes } from './routes/ops-backup/index.ts';
import { recitalsRoutes } from './routes/recitals/index.ts';
import { recordingRoutes } from './routes/recordings/index.ts';
import { testimonialRoutes } from './routes/testimonials/index.ts';
import { tuningsRoutes } from './routes/tunings/index.ts';

export type BuildOptions = {
  /** A database the caller opened (tests); otherwise one is opened from the config. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Sends the outbox's mails (tests pass a fake); by default SMTP when SMTP_URL is set. */
  mailTransport?: MailTransport | null;
  /** How often the recordings' scheduled job runs (default every minute; tests pass 0 and run it themselves). */
  recordingSweepMs?: number;
  /** How often the lesson reminders' job runs (default every minute; tests pass 0 and tick it themselves). */
  lessonReminderMs?: number;
  /** How often the no-shows' job runs (default every minute; tests pass 0 and tick it themselves). */
  noShowMs?: number;
  /** How often overdue invoices are reminded (default every 15 minutes; tests pass 0 and tick it themselves). */
  overdueReminderMs?: number;
  /** How often the enrolments' renewals and expiry job runs (default hourly; tests pass 0 and tick it themselves). */
  renewalMs?: number;
  /** How often the scheduled backup's job looks whether one is due (default every 10 minutes; tests pass 0). */
  backupCheckMs?: number;
  /** How often ended lessons' Janus rooms are removed (default every 5 minutes; tests pass 0 and tick it themselves). */
  janusRoomMs?: number;
  /** How often an open class stream checks its right without a change to wake it (tests lengthen it). */
  streamRecheckMs?: number;
  /** Reset requests per address and client and per client an hour (default 3 and 20; tests and bench:auth set others). */
  forgotPasswordLimits?: ForgotPasswordLimits;
  /** The clock of one-time camera links, notes owed, consents' school date and their grace period (tests pass their own). */
  now?: () => Date;
};

// Logs carry no personal data and no secret: no addresses, no query strings (ids, e-mails,
// tokens), no token in a path, no bodies, no failed query's parameters.
const serializers = {
  req: (req: { method: string; url: string }) => ({ method: req.method, path: loggedPath(req.url) }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  err: serializeError,
};

/** The configured logger, or the caller's (tests) with the same serializers. */
function loggerOptions(config: AppConfig, logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined) return { level: config.logLevel, serializers };
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { ...serializers, ...logger.serializers } };
}

/** Builds the whole application: plugins, then routes. Tests reuse it through `inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    // Unique across restarts and instances: a 500's answer names it, the log line carries it.
    genReqId: () => randomUUID(),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Node's 408 for a request not whole within this; bodies without files have a shorter limit.
    requestTimeout: config.timeouts.uploadMs,
    // Fastify's 10 s default stops start-up while the embedded database opens on a loaded
    // machine (seen at 20+ s with other builds running); a database that never opens still fails.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(bodyTimeoutPlugin, { ms: config.timeouts.bodyMs });
  await app.register(securityPlugin, {
    mapEmbedOrigin: originOf(config.school.mapEmbedUrl),
    siteUrl: config.school.siteUrl,
  });
  await app.register(cookie);
  await app.register(dbPlugin, { options: config.database, database: options.database });
  await app.register(metricsPlugin);
  // Demo data only when asked: a new school's database starts with no account at all.
  if (config.seedDemo) {
    const lines = await seedDemoData(app.database, { ...config.demo, timeZone: config.timeZone });
    // An operator's message, not a request log: printed as it is.
    for (const line of lines) console.log(`  ${line}`);
  } else if (!(await hasAdmin(app.database.db))) {
    app.log.warn('No admin account yet: create one with npm run admin:create -- --email <address>');
  }
  await app.register(authPlugin, { idleMinutes: config.sessionIdleMinutes });
  await app.register(eventsPlugin);
  await app.register(docsPlugin);
  await app.register(mailPlugin, {
    transport:
      options.mailTransport !== undefined ? options.mailTransport : smtpTransport(config.mail.smtpUrl),
    from: config.mail.from,
  });
  await app.register(formsPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(metricsRoutes, { token: config.metricsToken, trustProxy: config.trustProxy });
  // Signing in and the account's calls that check a password share the sign-in limits (and the
  // school, for their mails).
  const signInOptions = {
    loginPerMinute: config.loginRateLimit,
    failuresPerAccount: config.loginAccountRateLimit,
    school: config.school,
  };
  await app.register(authRoutes, {
    prefix: '/api',
    ...signInOptions,
    forgotLimits: options.forgotPasswordLimits,
  });
  await app.register(accountRoutes, { prefix: '/api', ...signInOptions, timeZone: config.timeZone });
  await app.register(calendarFeedRoutes, { prefix: '/api', school: config.school });
  await app.register(liveSettingsRoutes, { prefix: '/api', live: config.live });
  await app.register(chatFileStorePlugin, { recordings: config.recordings });
  await app.register(liveClassRoutes, {
    prefix: '/api',
    timeZone: config.timeZone,
    lessonPolicy: config.lessonPolicy,
    passwordPerMinute: config.classPasswordRateLimit,
    strokesPerMinute: config.scoreStrokeRateLimit,
    idleMinutes: config.sessionIdleMinutes,
    streamRecheckMs: options.streamRecheckMs,
    now: options.now,
  });
  await app.register(recordingRoutes, {
    prefix: '/api',
    timeZone: config.timeZone,
    recordings: config.recordings,
  });
  await app.register(classesRoutes, { prefix: '/api', timeZone: config.timeZone });
  await app.register(lessonsRoutes, {
    prefix: '/api',
    policy: config.lessonPolicy,
    timeZone: config.timeZone,
    school: config.school,
    ownMailAge: config.ownMailAge,
  });
  await app.register(consentsRoutes, {
    prefix: '/api',
    timeZone: config.timeZone,
    recordings: config.recordings,
    now: options.now,
  });
  await app.register(lessonNotesRoutes, {
    prefix: '/api',
    timeZone: config.timeZone,
    school: config.school,
    ownMailAge: config.ownMailAge,
    now: options.now,
  });
  await app.register(assignmentsRoutes, {
    prefix: '/api',
    timeZone: config.timeZone,
    recordings: config.recordings,
    takes: config.takes,
    school: config.school,
  });
  await app.register(adminUsersRoutes, { prefix: '/api', school: config.school });
  await app.register(adminClassesRoutes, { prefix: '/api', timeZone: config.timeZone });
  await app.register(adminSeriesRoutes, { prefix: '/api', timeZone: config.timeZone });
  await app.register(groupClassesRoutes, {
    prefix: '/api',
    timeZone: config.timeZone,
    groupClasses: config.groupClasses,
  });
  await app.register(janusProxyRoutes, { prefix: '/api', janus: config.groupClasses.janus });
  for (const [i, edge] of config.groupClasses.edges.entries())
    await app.register(janusProxyRoutes, { prefix: '/api', janus: edge, base: `${API.janusEdge}/${i + 1}` });
  await app.register(recitalsRoutes, {
    prefix: '/api',
    timeZone: config.timeZone,
    janus: config.groupClasses.janus,
    relay: config.groupClasses,
  });
  await app.register(adminFaqsRoutes, { prefix: '/api' });
  await app.register(adminTestimonialsRoutes, { prefix: '/api' });
  await app.register(adminInstafeedsRoutes, { prefix: '/api' });
  await app.register(adminMessagesRoutes, { prefix: '/api' });
  await app.register(adminApplicationsRoutes, {
    prefix: '/api',
    timeZone: config.timeZone,
    school: config.school,
  });
  const fees = feeMailContextOf(config);
  await app.register(adminAcceptRoutes, { prefix: '/api', fees });
  await app.register(adminInvoicesRoutes, { prefix: '/api', fees });
  await app.register(myDocumentsRoutes, { prefix: '/api' });
  await app.register(myChildrenRoutes, {
    prefix: '/api',
    school: config.school,
    rule: { schoolZone: config.timeZone, ownMailAge: config.ownMailAge },
  });
  await app.register(adminPricesRoutes, { prefix: '/api', fees });
  await app.register(adminEnrolmentsRoutes, { prefix: '/api', fees });
  await app.register(myEnrolmentsRoutes, { prefix: '/api', timeZone: config.timeZone });
  await app.register(adminReportsRoutes, {
    prefix: '/api',
    timeZone: config.timeZone,
    currency: config.feePolicy.currency,
  });
  await app.register(adminStatementRoutes, { prefix: '/api', fees });
  await app.register(tuningsRoutes, { prefix: '/api' });
  await app.register(adminBackupsRoutes, { prefix: '/api', backup: config.backup });
  await app.register(opsBackupRoutes, {
    prefix: '/api',
    database: config.database,
    recordings: config.recordings,
  });
  const notify = (to: string) => ({ to, schoolName: config.school.name });
  await app.register(contactRoutes, {
    prefix: '/api',
    perMinute: config.formRateLimit,
    notify: notify(config.mail.contactTo),
  });
  await app.register(admissionRoutes, {
    prefix: '/api',
    perMinute: config.formRateLimit,
    notify: notify(config.mail.admissionTo),
    timeZone: config.timeZone,
  });
  await app.register(faqRoutes, { prefix: '/api' });
  await app.register(testimonialRoutes, { prefix: '/api' });
  await app.register(instafeedRoutes, { prefix: '/api' });
  // After the routes: the jobs start when all is ready and stop before the routes' own closing.
  await app.register(jobsPlugin, {
    recordings: config.recordings,
    recordingSweepMs: options.recordingSweepMs,
    lessonReminderMs: options.lessonReminderMs,
    noShowMs: options.noShowMs,
    overdueReminderMs: options.overdueReminderMs,
    fees,
    renewalMs: options.renewalMs,
    renewals: { ctx: fees, school: config.school },
    backup: config.backup,
    backupCheckMs: options.backupCheckMs,
    janus: config.groupClasses.janus,
    janusEdges: config.groupClasses.edges,
    janusRoomMs: options.janusRoomMs,
    now: options.now,
    reminders: {
      school: config.school,
      schoolZone: config.timeZone,
      reminderMinutes: config.lessonPolicy.reminderMinutes,
      ownMailAge: config.ownMailAge,
    },
  });

  await app.register(webPlugin, { clientDist: config.clientDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Fastify takes addresses as they are; a hop count it no longer honours (it trusts none), so the
 * count is a rule of our own: the nearest `hops` addresses are proxies, the one before is the client.
 */
function trustedProxies(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}
