import type { z } from 'zod';
import { formatMoney } from '../../../common/fees/money.ts';
import { lessonWhenLabel } from '../../../common/lesson-time.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import type {
  AdminEnrolment,
  enrolmentDetailResponse,
  enrolmentListResponse,
  enrolmentResponse,
} from '../../../common/schemas/enrolments.ts';
import { standingOf } from '../../fees/enrolment-view.ts';
import type { AdminClocks } from '../admin-classes/admin-classes.presenter.ts';
import { presentPage } from '../admin-presenter.ts';
import type { EnrolmentWithPeople, enrolmentDetail } from './admin-enrolments.service.ts';

const person = (p: { id: number; firstName: string; lastName: string }) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
});

export function presentAdminEnrolment(
  e: EnrolmentWithPeople,
  today: string,
  clocks: AdminClocks,
): AdminEnrolment {
  const { row } = e;
  return {
    id: row.id,
    ...standingOf(row, e.counts, today, clocks.school),
    course: row.course,
    planType: row.planType,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    student: { ...person(e.student), email: e.student.email },
    teacher: person(e.teacher),
    priceMinor: row.priceMinor,
    currency: row.currency,
    price: formatMoney(row.priceMinor, row.currency),
    renewalOfferedAt: row.renewalOfferedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `{ result, Enrolments, today, total, page, pageSize }`. */
export const presentEnrolmentPage = (
  page: Page<EnrolmentWithPeople>,
  today: string,
  clocks: AdminClocks,
): z.infer<typeof enrolmentListResponse> => ({
  ...presentPage('Enrolments', page, (e) => presentAdminEnrolment(e, today, clocks)),
  today,
});

export const presentEnrolmentAnswer = (
  e: EnrolmentWithPeople,
  today: string,
  clocks: AdminClocks,
): z.infer<typeof enrolmentResponse> => ({
  result: true,
  Enrolment: presentAdminEnrolment(e, today, clocks),
});

/** `{ result, Enrolment, Lessons, History }`. */
export const presentEnrolmentDetail = (
  detail: Awaited<ReturnType<typeof enrolmentDetail>>,
  today: string,
  clocks: AdminClocks,
): z.infer<typeof enrolmentDetailResponse> => ({
  result: true,
  Enrolment: presentAdminEnrolment(detail.enrolment, today, clocks),
  Lessons: detail.lessons.map((l) => ({
    id: l.id,
    batchName: l.batchName,
    startsAt: l.startsAt.toISOString(),
    whenLabel: lessonWhenLabel(l.startsAt, clocks.viewer, clocks.school),
    status: l.status,
    counted: l.counted,
    cancelledBy: l.cancelledBy,
  })),
  History: detail.history.map((h) => ({
    id: h.id,
    action: h.action,
    actor: h.actor,
    fromUntil: h.fromUntil,
    toUntil: h.toUntil,
    note: h.note,
    at: h.createdAt.toISOString(),
  })),
});
