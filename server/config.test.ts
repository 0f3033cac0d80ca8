import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_POLICY, packageOf } from '../common/fees/fee-policy.ts';
import { DEFAULT_LESSON_POLICY } from '../common/lesson-policy.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the embedded database under ./data and port 3000 by default', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database.kind).toBe('pglite');
    expect(c.database.kind === 'pglite' && c.database.dataDir).toMatch(/data$/);
    expect(c.school.emails.general).toMatch(/@example\.com$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://localhost/school' });
    expect(c.database).toEqual({
      kind: 'postgres',
      url: 'postgres://localhost/school',
      schoolTimeZone: 'Asia/Kolkata',
    });
  });

  it('schedules no backup without BACKUP_DIR; with it, daily and the newest 7 kept unless set', () => {
    expect(loadConfig({}).backup).toEqual({ dir: null, everyHours: 24, keep: 7 });
    expect(
      loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '28' }).backup,
    ).toEqual({
      dir: '/srv/backups',
      everyHours: 6,
      keep: 28,
    });
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '0' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => loadConfig({ BACKUP_KEEP: 'all' })).toThrow(/BACKUP_KEEP/);
  });

  it('reads Janus for group classes, all four settings or none, and caps a class at 2 to 12', () => {
    const secret = 'a-secret-of-sixteen+';
    const janus = {
      JANUS_URL: 'http://127.0.0.1:8088/janus/',
      JANUS_ADMIN_URL: 'http://127.0.0.1:7088/admin',
      JANUS_API_SECRET: secret,
      JANUS_ADMIN_SECRET: `${secret}2`,
    };
    expect(loadConfig(janus).groupClasses).toEqual({
      janus: {
        url: 'http://127.0.0.1:8088/janus',
        adminUrl: 'http://127.0.0.1:7088/admin',
        apiSecret: secret,
        adminSecret: `${secret}2`,
      },
      maxStudents: 12,
      edges: [],
      viewersPerServer: 200,
    });
    expect(loadConfig({}).groupClasses).toEqual({
      janus: null,
      maxStudents: 12,
      edges: [],
      viewersPerServer: 200,
    });
    expect(loadConfig({ GROUP_CLASS_MAX_STUDENTS: '6' }).groupClasses.maxStudents).toBe(6);
    expect(() => loadConfig({ GROUP_CLASS_MAX_STUDENTS: '13' })).toThrow(/GROUP_CLASS_MAX_STUDENTS/);
    expect(() => loadConfig({ ...janus, JANUS_API_SECRET: undefined })).toThrow(/JANUS_API_SECRET/);
    expect(() => loadConfig({ ...janus, JANUS_URL: 'ws://x/janus' })).toThrow(/JANUS_URL/);
    expect(() => loadConfig({ ...janus, JANUS_ADMIN_SECRET: 'short' })).toThrow(/JANUS_ADMIN_SECRET/);
  });

  it('reads edge Janus servers for recital audiences, each REST URL with its admin URL, sharing the secrets', () => {
    const secret = 'a-secret-of-sixteen+';
    const janus = {
      JANUS_URL: 'http://10.0.0.1:8088/janus',
      JANUS_ADMIN_URL: 'http://10.0.0.1:7088/admin',
      JANUS_API_SECRET: secret,
      JANUS_ADMIN_SECRET: `${secret}2`,
    };
    const edges =
      'http://10.0.0.2:8088/janus/ http://10.0.0.2:7088/admin, http://10.0.0.3:8088/janus http://10.0.0.3:7088/admin';
    const read = loadConfig({ ...janus, JANUS_EDGES: edges, JANUS_VIEWERS_PER_SERVER: '150' }).groupClasses;
    expect(read.edges).toEqual([
      {
        url: 'http://10.0.0.2:8088/janus',
        adminUrl: 'http://10.0.0.2:7088/admin',
        apiSecret: secret,
        adminSecret: `${secret}2`,
      },
      {
        url: 'http://10.0.0.3:8088/janus',
        adminUrl: 'http://10.0.0.3:7088/admin',
        apiSecret: secret,
        adminSecret: `${secret}2`,
      },
    ]);
    expect(read.viewersPerServer).toBe(150);
    expect(() => loadConfig({ ...janus, JANUS_EDGES: 'http://10.0.0.2:8088/janus' })).toThrow(/JANUS_EDGES/);
    expect(() => loadConfig({ JANUS_EDGES: edges })).toThrow(/JANUS_EDGES: needs JANUS_URL/);
  });

  it('reads TURN servers with a shared secret and the relay policy, and refuses half a TURN setting', () => {
    const secret = 'a-secret-of-sixteen+';
    const c = loadConfig({
      TURN_URLS: 'turn:127.0.0.1:3478?transport=udp, turns:turn.example.com:5349',
      TURN_SECRET: secret,
      ICE_TRANSPORT_POLICY: 'relay',
    });
    expect(c.live.turn).toEqual({
      urls: ['turn:127.0.0.1:3478?transport=udp', 'turns:turn.example.com:5349'],
      secret,
      ttlSeconds: 3600,
    });
    expect(c.live.iceTransportPolicy).toBe('relay');
    expect(
      loadConfig({ TURN_URLS: 'turn:x:3478', TURN_SECRET: secret, TURN_TTL_S: '600' }).live.turn?.ttlSeconds,
    ).toBe(600);
    expect(() => loadConfig({ TURN_URLS: 'turn:x:3478' })).toThrow(/TURN_SECRET/);
    expect(() => loadConfig({ TURN_SECRET: secret })).toThrow(/TURN_URLS/);
    expect(() => loadConfig({ TURN_URLS: 'stun:x:3478', TURN_SECRET: secret })).toThrow(/TURN_URLS/);
    expect(() => loadConfig({ ICE_TRANSPORT_POLICY: 'relay' })).toThrow(/ICE_TRANSPORT_POLICY/);
  });

  it('gives the live room two public STUN servers and push by default, or what ICE_SERVERS lists', () => {
    expect(loadConfig({}).live).toEqual({
      iceServers: [{ urls: 'stun:stun.l.google.com:19302' }, { urls: 'stun:stun1.l.google.com:19302' }],
      transport: 'push',
      musicAudioKbps: 128,
      turn: null,
      iceTransportPolicy: 'all',
    });
    const turn = [{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' }];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(turn), LIVE_TRANSPORT: 'poll' }).live).toEqual({
      iceServers: turn,
      transport: 'poll',
      musicAudioKbps: 128,
      turn: null,
      iceTransportPolicy: 'all',
    });
    expect(loadConfig({ ICE_SERVERS: '[]' }).live.iceServers).toEqual([]);
    expect(() => loadConfig({ ICE_SERVERS: 'stun:x' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ LIVE_TRANSPORT: 'smoke' })).toThrow(/LIVE_TRANSPORT/);
  });

  it("takes music mode's Opus bitrate from MUSIC_AUDIO_KBPS, 64 to 256", () => {
    expect(loadConfig({ MUSIC_AUDIO_KBPS: '64' }).live.musicAudioKbps).toBe(64);
    expect(loadConfig({ MUSIC_AUDIO_KBPS: '256' }).live.musicAudioKbps).toBe(256);
    for (const bad of ['63', '257', '96.5', 'loud']) {
      expect(() => loadConfig({ MUSIC_AUDIO_KBPS: bad })).toThrow(/MUSIC_AUDIO_KBPS/);
    }
  });

  it('trusts proxies by hop count or address, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('refuses a bad value, naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SCHOOL_EMAIL_GENERAL: 'not-an-email' })).toThrow(/SCHOOL_EMAIL_GENERAL/);
  });

  it('reads the form and mail settings, mailing the general address by default', () => {
    const c = loadConfig({});
    expect(c.formRateLimit).toBe(5);
    expect(c.mail).toMatchObject({
      smtpUrl: null,
      admissionTo: 'info@example.com',
      contactTo: 'info@example.com',
    });
    const set = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      ADMISSION_EMAIL: 'apply@example.com',
    });
    expect(set.mail).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      admissionTo: 'apply@example.com',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ FORM_RATE_LIMIT: '0' })).toThrow(/FORM_RATE_LIMIT/);
  });

  it('limits class password attempts to 10 a minute unless set', () => {
    expect(loadConfig({}).classPasswordRateLimit).toBe(10);
    expect(loadConfig({ CLASS_PASSWORD_RATE_LIMIT: '3' }).classPasswordRateLimit).toBe(3);
    expect(() => loadConfig({ CLASS_PASSWORD_RATE_LIMIT: '0' })).toThrow(/CLASS_PASSWORD_RATE_LIMIT/);
  });

  it("limits a person's strokes on a shared score to 1800 a minute unless set", () => {
    expect(loadConfig({}).scoreStrokeRateLimit).toBe(1800);
    expect(loadConfig({ SCORE_STROKE_RATE_LIMIT: '40' }).scoreStrokeRateLimit).toBe(40);
    expect(() => loadConfig({ SCORE_STROKE_RATE_LIMIT: '0' })).toThrow(/SCORE_STROKE_RATE_LIMIT/);
  });

  it('gives the three payment options with fictitious demo ids', () => {
    const { payments } = loadConfig({}).school;
    expect(payments).toHaveLength(3);
    for (const p of payments) expect(p.id).toMatch(/^harmony\.demo\d@exampleupi$/);
  });

  it("takes the school's own lesson rules from LESSON_POLICY, the rest staying the policies' figures", () => {
    expect(loadConfig({}).lessonPolicy).toEqual(DEFAULT_LESSON_POLICY);
    const own = loadConfig({ LESSON_POLICY: '{"studentReschedulesPerMonth":3,"reminderMinutes":[60]}' });
    expect(own.lessonPolicy).toEqual({
      ...DEFAULT_LESSON_POLICY,
      studentReschedulesPerMonth: 3,
      reminderMinutes: [60],
    });
    expect(() => loadConfig({ LESSON_POLICY: '{oops' })).toThrow(/LESSON_POLICY/);
    expect(() => loadConfig({ LESSON_POLICY: '{"teacherChangesPerMonth":-1}' })).toThrow(/LESSON_POLICY/);
  });

  it("takes the school's fee rules from FEE_POLICY: the terms' packages by default, a tax rate and id when set", () => {
    const fees = loadConfig({}).feePolicy;
    expect(fees).toEqual(DEFAULT_FEE_POLICY);
    expect(packageOf(fees, 'piano', 'quarter')).toEqual({ sessions: 24, validityMonths: 6 });
    expect(packageOf(fees, 'piano', 'crash')).toEqual({ sessions: 10, validityMonths: 3 });
    expect(packageOf(fees, 'piano', 'certification')).toEqual({ sessions: 48, validityMonths: 12 });
    expect(packageOf(fees, 'music-production', 'quarter').sessions).toBe(36);
    expect(packageOf(fees, 'dual', 'certification').sessions).toBe(96);
    expect(packageOf(fees, 'all-in-one', 'certification').sessions).toBe(144);
    const own = loadConfig({ FEE_POLICY: '{"taxRateBp":1800,"taxId":"22AAAAA0000A1Z5"}' }).feePolicy;
    expect(own).toEqual({ ...DEFAULT_FEE_POLICY, taxRateBp: 1800, taxId: '22AAAAA0000A1Z5' });
    expect(() => loadConfig({ FEE_POLICY: '{"invoicePrefix":"TOOLONG"}' })).toThrow(/FEE_POLICY/);
    expect(() => loadConfig({ FEE_POLICY: '{"currency":"rupees"}' })).toThrow(/FEE_POLICY/);
  });

  it('mails a student with guardians their own copy from 13 unless the school sets another age (OWN_MAIL_AGE)', () => {
    expect(loadConfig({}).ownMailAge).toBe(13);
    expect(loadConfig({ OWN_MAIL_AGE: '16' }).ownMailAge).toBe(16);
    expect(loadConfig({ OWN_MAIL_AGE: '0' }).ownMailAge).toBe(0);
    expect(() => loadConfig({ OWN_MAIL_AGE: '19' })).toThrow(/OWN_MAIL_AGE/);
    expect(() => loadConfig({ OWN_MAIL_AGE: '12.5' })).toThrow(/OWN_MAIL_AGE/);
  });

  it('drains for 25 s by default and serves /metrics to this machine unless METRICS_TOKEN is set', () => {
    expect(loadConfig({})).toMatchObject({ shutdownGraceMs: 25_000, metricsToken: null });
    const own = loadConfig({ SHUTDOWN_GRACE_MS: '60000', METRICS_TOKEN: 'sixteen-chars-or-more' });
    expect(own).toMatchObject({ shutdownGraceMs: 60_000, metricsToken: 'sixteen-chars-or-more' });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
