import fp from 'fastify-plugin';
import { schoolDate } from '../../common/school-time.ts';
import { markNoShows } from '../calendar/no-shows.ts';
import { type ReminderSettings, sendLessonReminders } from '../calendar/reminders.ts';
import type { AppConfig, JanusConfig } from '../config.ts';
import { sweepWithheldConsents } from '../families/consent-sweep.ts';
import type { FeeMailContext } from '../fees/fee-mailing.ts';
import { sendOverdueReminders } from '../fees/overdue-reminders.ts';
import { markExpired, offerRenewals, type RenewalSettings } from '../fees/renewals.ts';
import { removeEndedRooms } from '../janus/janus-rooms.ts';
import { runScheduledBackup } from '../ops/backup-job.ts';
import { sweepTakes } from '../routes/assignments/takes.service.ts';
import { recordingDeps } from '../routes/recordings/recording-deps.ts';
import { sweepRecordings } from '../routes/recordings/recordings.service.ts';
import { blobStoreBesideRecordings } from '../storage/beside-recordings.ts';
import { advisoryLock, inProcessLock } from './job-lock.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (this plugin's, and any a test adds). */
    jobs: JobRunner;
  }
}

export type JobsOptions = {
  recordings: AppConfig['recordings'];
  /** How often the recordings' job runs (retention, recordings left open); 0: never on its own. */
  recordingSweepMs?: number;
  /** How often the mail outbox is drained besides right after each submission. */
  mailDrainMs?: number;
  /** How often the lesson reminders are sent; 0: never on their own. */
  lessonReminderMs?: number;
  /** How often ended lessons the student missed are counted (no-shows); 0: never on their own. */
  noShowMs?: number;
  /** The lesson reminders' school, zone and minutes before each lesson. */
  reminders: ReminderSettings;
  /** How often overdue invoices are reminded; 0: never on their own. */
  overdueReminderMs?: number;
  /** The fee rules and school the overdue reminders follow. */
  fees: FeeMailContext;
  /** How often enrolments are offered their renewal and marked expired (once each); 0: never on their own. */
  renewalMs?: number;
  /** The fee rules and school the renewal offers are drafted and mailed with. */
  renewals: RenewalSettings;
  /** The scheduled backup's settings (BACKUP_DIR: none without it). */
  backup: AppConfig['backup'];
  /** How often the backup's job looks whether one is due; 0: never on its own. */
  backupCheckMs?: number;
  /** How often recordings and takes whose consent was withheld past the grace period are deleted; 0: never on its own. */
  consentSweepMs?: number;
  /** The school's Janus (null: no group classes, no rooms to remove). */
  janus: JanusConfig | null;
  /** The edge Janus servers recitals' stages are relayed to (their mountpoints go with the rooms). */
  janusEdges?: JanusConfig[];
  /** How often the Janus rooms of ended group lessons and recitals are removed; 0: never on their own. */
  janusRoomMs?: number;
  /** The clock the consents' grace period is counted by (tests pass their own). */
  now?: () => Date;
};

/**
 * The server's background work, started when the app is ready and stopped first when it
 * closes: on PostgreSQL each job runs on the one instance holding its advisory lock; on the
 * embedded database, in this process.
 */
export const jobsPlugin = fp<JobsOptions>(
  async (
    app,
    {
      recordings,
      recordingSweepMs = 60_000,
      mailDrainMs = 30_000,
      lessonReminderMs = 60_000,
      noShowMs = 60_000,
      reminders,
      overdueReminderMs = 15 * 60_000,
      fees,
      renewalMs = 3_600_000,
      renewals,
      backup,
      backupCheckMs = 10 * 60_000,
      consentSweepMs = 3_600_000,
      janus,
      janusEdges = [],
      janusRoomMs = 5 * 60_000,
      now = () => new Date(),
    },
  ) => {
    const pool = app.database.pool;
    const runner = createJobRunner(
      pool ? advisoryLock(pool, app.log) : inProcessLock,
      app.log,
      app.metrics.jobRan,
    );
    app.decorate('jobs', runner);

    const outbox = app.mailOutbox;
    if (outbox) runner.add({ name: 'mail-drain', everyMs: mailDrainMs, run: () => outbox.drain() });
    const deps = recordingDeps(app.database.db, recordings, app.log, app.metrics.recordingJoined);
    runner.add({ name: 'recordings-sweep', everyMs: recordingSweepMs, run: () => sweepRecordings(deps) });
    // Practice takes keep the recordings' retention.
    const practiceFiles = blobStoreBesideRecordings(recordings, 'practice-files');
    runner.add({
      name: 'takes-sweep',
      everyMs: recordingSweepMs,
      run: async () => {
        await sweepTakes(app.database.db, practiceFiles, recordings.retentionDays);
      },
    });
    // A student's recordings and takes go once their consent has been withheld for the grace period.
    runner.add({
      name: 'consent-sweep',
      everyMs: consentSweepMs,
      run: () =>
        sweepWithheldConsents(
          {
            db: app.database.db,
            recordings: deps,
            takes: practiceFiles,
            graceDays: recordings.consentGraceDays,
          },
          now(),
        ),
    });
    runner.add({
      name: 'lesson-reminders',
      everyMs: lessonReminderMs,
      run: async () => {
        if ((await sendLessonReminders(app.database.db, reminders)) > 0) outbox?.kick();
      },
    });
    // Lessons the student never joined count as completed once their end has passed.
    runner.add({
      name: 'lesson-no-shows',
      everyMs: noShowMs,
      run: async () => {
        for (const id of await markNoShows(app.database.db, new Date()))
          await app.events.publish(id, 'status');
      },
    });

    // Overdue invoices: a step a week from reminderAfterDays past the due date, each sent once.
    runner.add({
      name: 'overdue-reminders',
      everyMs: overdueReminderMs,
      run: async () => {
        if ((await sendOverdueReminders(app.database.db, fees)) > 0) outbox?.kick();
      },
    });
    // Renewal offers (a draft invoice and a mail, once per enrolment) and expiry, on the school's day.
    runner.add({
      name: 'enrolment-renewals',
      everyMs: renewalMs,
      run: async () => {
        const today = schoolDate(renewals.ctx.timeZone);
        const offered = await offerRenewals(app.database.db, renewals, today);
        await markExpired(app.database.db, today);
        if (offered > 0) outbox?.kick();
      },
    });

    // A room per group lesson and recital, made on first use: gone again after its end.
    if (janus)
      runner.add({
        name: 'janus-rooms',
        everyMs: janusRoomMs,
        run: () => removeEndedRooms(app.database.db, janus, now(), janusEdges),
      });

    // The archive itself is written in a worker thread (server/ops/backup.ts): a lesson never waits on it.
    const backupDir = backup.dir;
    if (backupDir)
      runner.add({
        name: 'backup',
        everyMs: backupCheckMs,
        run: () =>
          runScheduledBackup({ ...backup, dir: backupDir }, { database: app.database, recordings }, app.log),
      });

    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db', 'mail', 'metrics'] },
);
