import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admissionApplications, applicationEvents, mailOutbox } from '../../db/schema.ts';
import { insertApplication } from '../../test/admin-fixtures.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// An application's state, notes and history (issue 44): the admin moves it between new,
// contacted, waitlisted and declined; Accept alone makes it accepted.

describe('admin application states', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

  /** A signed-in admin with a name of their own. */
  async function admin(firstName = 'Asha') {
    const user = await createTestUser(t.database.db, 'admin', { firstName });
    return { user, cookie: await signIn(t.app, user), name: `${firstName} ${user.lastName}` };
  }

  const change = (cookie: string, id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/admission_applications/${id}/state`,
      headers: { cookie },
      payload,
    });
  const saveNotes = (cookie: string, id: number, notes: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/admission_applications/${id}/notes`,
      headers: { cookie },
      payload: { notes },
    });
  const detail = async (cookie: string, id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/admission_applications/${id}`,
        headers: { cookie },
      })
    ).json().Application;
  const mailsTo = (to: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.id));
  const events = (id: number) =>
    t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.id));
  const stateOf = async (id: number) =>
    (
      await t.database.db
        .select({ state: admissionApplications.state })
        .from(admissionApplications)
        .where(eq(admissionApplications.id, id))
    )[0]?.state;

  it('moves an application to contacted with a note, kept in its history with the admin and the time', async () => {
    const { user, cookie, name } = await admin('Asha');
    const { application } = await insertApplication(t.database.db);
    const before = Date.now();
    const res = await change(cookie, application.id, {
      from: 'new',
      state: 'contacted',
      note: 'Called her.\nShe prefers evenings.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Application).toMatchObject({ id: application.id, state: 'contacted' });
    const [event] = res.json().Application.history;
    expect(event).toMatchObject({
      kind: 'state',
      actorName: name,
      fromState: 'new',
      toState: 'contacted',
      note: 'Called her.\nShe prefers evenings.',
    });
    expect(Date.parse(event.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await events(application.id)).toMatchObject([
      {
        actorId: user.id,
        fromState: 'new',
        toState: 'contacted',
        note: 'Called her.\nShe prefers evenings.',
      },
    ]);
    // Contacted mails nobody.
    expect(await mailsTo(application.email)).toEqual([]);
  });

  it('mails the applicant the school’s words when waitlisted, and again when then declined', async () => {
    const { cookie } = await admin();
    const { application } = await insertApplication(t.database.db, {
      fullName: 'Meera Iyer',
      email: 'meera.states@example.com',
    });
    expect((await change(cookie, application.id, { from: 'new', state: 'waitlisted' })).statusCode).toBe(200);
    const [waitlisted] = await mailsTo('meera.states@example.com');
    expect(waitlisted?.subject).toBe(
      'Your application to Harmony School of Music: you are on our waiting list',
    );
    expect(waitlisted?.body).toBe(
      [
        'Dear Meera Iyer,',
        '',
        'Thank you for applying to Harmony School of Music. Our classes are full just now, so we have kept a place for you on our waiting list.',
        'As soon as a place opens, you will be the first to hear from us. There is nothing more you need to do.',
        '',
        'If you have a question meanwhile, write to us at info@example.com or call +1 555 0100 100.',
        '',
        'With warm wishes,',
        'Harmony School of Music',
      ].join('\n'),
    );

    const declined = await change(cookie, application.id, {
      from: 'waitlisted',
      state: 'declined',
      note: 'No place this term',
    });
    expect(declined.statusCode).toBe(200);
    const mails = await mailsTo('meera.states@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Your application to Harmony School of Music');
    expect(mails[1]?.body).toBe(
      [
        'Dear Meera Iyer,',
        '',
        'Thank you for applying to Harmony School of Music, and for telling us about your music.',
        'We are sorry that we cannot offer you a place this time.',
        'You are always welcome to apply again, and we hope music keeps bringing you joy.',
        '',
        'If you would like to talk it over, write to us at info@example.com or call +1 555 0100 100.',
        '',
        'With warm wishes,',
        'Harmony School of Music',
      ].join('\n'),
    );
    // The admin's note stays in the history: it is not mailed.
    expect(mails[1]?.body).not.toContain('No place this term');
    expect(declined.json().Application.history.map((e: { toState: string }) => e.toState)).toEqual([
      'declined',
      'waitlisted',
    ]);
  });

  it('refuses accepted (Accept sets it), the same state again, and an accepted application’s change, changing nothing', async () => {
    const { cookie } = await admin();
    const { application } = await insertApplication(t.database.db);
    const accepted = await change(cookie, application.id, { from: 'new', state: 'accepted' });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().error).toBe(
      "An application is accepted only with Accept, which makes the student's account",
    );

    const same = await change(cookie, application.id, { from: 'new', state: 'new' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe('This application is already new');

    const { application: taken } = await insertApplication(t.database.db, { state: 'accepted' });
    const away = await change(cookie, taken.id, { from: 'accepted', state: 'declined' });
    expect(away.statusCode).toBe(409);
    expect(away.json().error).toBe('This application is accepted: its state no longer changes here');

    expect(await stateOf(application.id)).toBe('new');
    expect(await stateOf(taken.id)).toBe('accepted');
    expect(await events(application.id)).toEqual([]);
    expect(await events(taken.id)).toEqual([]);
    expect(await mailsTo(taken.email)).toEqual([]);
  });

  it('refuses a change from a state the application is no longer in (409), and an unknown one (404)', async () => {
    const { cookie } = await admin();
    const { application } = await insertApplication(t.database.db, { state: 'contacted' });
    const stale = await change(cookie, application.id, { from: 'new', state: 'declined' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(
      'Someone else changed this application meanwhile: it is now contacted. Look again before changing it.',
    );
    expect(await mailsTo(application.email)).toEqual([]);

    const missing = await change(cookie, 999_999, { from: 'new', state: 'contacted' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Application not found');
    expect((await saveNotes(cookie, 999_999, 'x')).statusCode).toBe(404);
  });

  it('lets only one of two admins changing it from the same state at once succeed; the other is told (409)', async () => {
    const first = await admin('Ravi');
    const second = await admin('Lata');
    const { application } = await insertApplication(t.database.db);
    const answers = await Promise.all([
      change(first.cookie, application.id, { from: 'new', state: 'declined' }),
      change(second.cookie, application.id, { from: 'new', state: 'waitlisted' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409);
    const won = answers.find((a) => a.statusCode === 200);
    const wonState = won?.json().Application.state;
    expect(lost?.json().error).toBe(
      `Someone else changed this application meanwhile: it is now ${wonState}. Look again before changing it.`,
    );
    expect(await stateOf(application.id)).toBe(wonState);
    expect(await events(application.id)).toMatchObject([{ fromState: 'new', toState: wonState }]);
    // Only the winner's mail is sent.
    const mails = await mailsTo(application.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      wonState === 'declined'
        ? 'Your application to Harmony School of Music'
        : 'Your application to Harmony School of Music: you are on our waiting list',
    );
  });

  it('saves the admin’s notes with their line breaks, kept in the history; the same notes again add nothing', async () => {
    const { cookie, name } = await admin('Nila');
    const { application } = await insertApplication(t.database.db);
    const notes = 'Prefers weekends.\nAsked about the dual course.';
    const res = await saveNotes(cookie, application.id, `  ${notes}\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json().Application).toMatchObject({ notes, state: 'new' });
    expect(res.json().Application.history).toMatchObject([
      { kind: 'notes', actorName: name, fromState: 'new', toState: 'new', note: null },
    ]);
    expect((await saveNotes(cookie, application.id, notes)).statusCode).toBe(200);
    expect(await events(application.id)).toHaveLength(1);
    expect((await detail(cookie, application.id)).notes).toBe(notes);
  });

  it('refuses notes and a state note over their lengths, and a state that does not exist', async () => {
    const { cookie } = await admin();
    const { application } = await insertApplication(t.database.db);
    const long = await saveNotes(cookie, application.id, 'a'.repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('Notes must be at most 5,000 characters');
    expect((await saveNotes(cookie, application.id, 'a'.repeat(5000))).statusCode).toBe(200);

    const longNote = await change(cookie, application.id, {
      from: 'new',
      state: 'contacted',
      note: 'n'.repeat(1001),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().error).toContain('The note must be at most 1,000 characters');
    const unknown = await change(cookie, application.id, { from: 'new', state: 'handled' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('Please choose a state');
    expect(await stateOf(application.id)).toBe('new');
  });

  it('lists the open applications unless told a state or all, each with its state', async () => {
    const { cookie } = await admin();
    const tag = `Filter ${Date.now()}`;
    for (const state of ['new', 'contacted', 'accepted', 'waitlisted', 'declined'] as const)
      await insertApplication(t.database.db, { fullName: `${tag} ${state}`, state });
    const shown = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/admission_applications?pageSize=100${query}`,
          headers: { cookie },
        })
      )
        .json()
        .Applications.filter((a: { fullName: string }) => a.fullName.startsWith(tag))
        .map((a: { fullName: string; state: string }) => `${a.fullName.slice(tag.length + 1)}=${a.state}`)
        .sort();
    expect(await shown('')).toEqual(['contacted=contacted', 'new=new', 'waitlisted=waitlisted']);
    expect(await shown('&state=open')).toEqual(['contacted=contacted', 'new=new', 'waitlisted=waitlisted']);
    expect(await shown('&state=declined')).toEqual(['declined=declined']);
    expect(await shown('&state=accepted')).toEqual(['accepted=accepted']);
    expect(await shown('&state=all')).toHaveLength(5);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admission_applications?state=handled',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/admission_applications.csv?state=waitlisted',
      headers: { cookie },
    });
    const rows = csv.body.split('\r\n').filter((l) => l.includes(tag));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.split(',').at(-1)).toBe('Waitlisted');
  });
});
