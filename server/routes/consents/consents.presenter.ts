import type { z } from 'zod';
import {
  CONSENT_TEXT,
  type ConsentItem,
  type ConsentSubject,
  type consentAnswer,
  type consentsResponse,
  type teachingConsentsResponse,
} from '../../../common/schemas/consents.ts';
import type { ConsentView, StudentConsents } from '../../families/consent-state.ts';
import type { ConsentsForCaller } from './consents.service.ts';

const DAY_MS = 86_400_000;

/** A withheld consent to what is kept (recordings, takes): when it goes, after the school's grace days. */
const deletesAt = (item: ConsentView, graceDays: number) =>
  item.status === 'withheld' && item.latest && item.kind !== 'photo'
    ? new Date(item.latest.givenAt.getTime() + graceDays * DAY_MS).toISOString()
    : null;

const presentItem = (item: ConsentView, graceDays: number): ConsentItem => ({
  kind: item.kind,
  status: item.status,
  allowed: item.allowed,
  given_by_name: item.latest?.givenByName ?? null,
  given_at: item.latest?.givenAt.toISOString() ?? null,
  deletes_at: deletesAt(item, graceDays),
});

const presentSubject = (s: ConsentsForCaller, graceDays: number): ConsentSubject => ({
  student_id: s.studentId,
  student_name: `${s.firstName} ${s.lastName}`,
  is_child: s.child,
  decided_by: s.decidedBy,
  can_change: s.canChange,
  items: s.items.map((i) => presentItem(i, graceDays)),
  history: s.history.map((c) => ({
    kind: c.kind,
    granted: c.granted,
    given_by_name: c.givenByName,
    given_at: c.givenAt.toISOString(),
  })),
});

/** GET /api/consents and GET /api/admin/consents */
export const presentConsents = (
  students: ConsentsForCaller[],
  graceDays: number,
): z.infer<typeof consentsResponse> => ({
  result: true,
  Students: students.map((s) => presentSubject(s, graceDays)),
});

/** POST /api/consents */
export const presentConsentGiven = (
  student: ConsentsForCaller,
  granted: boolean,
  graceDays: number,
): z.infer<typeof consentAnswer> => ({
  result: true,
  Student: presentSubject(student, graceDays),
  message: granted ? CONSENT_TEXT.given : CONSENT_TEXT.withheld,
});

/** GET /api/consents/teaching */
export const presentTeaching = (
  students: StudentConsents[],
  recordingsOn: boolean,
): z.infer<typeof teachingConsentsResponse> => ({
  result: true,
  recordings_on: recordingsOn,
  Students: students.map((s) => {
    const allowed = s.items.find((i) => i.kind === 'recording')?.allowed ?? false;
    return {
      student_id: s.studentId,
      recording_allowed: allowed,
      recording_reason: allowed ? null : CONSENT_TEXT.recordingUnavailable[s.decidedBy],
    };
  }),
});
