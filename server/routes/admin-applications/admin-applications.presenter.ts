import type { z } from 'zod';
import { courseChoiceLabel } from '../../../common/courses.ts';
import {
  APPLICATION_STATE_LABELS,
  type ApplicationEvent,
  type ApplicationSummary,
  type applicationDetailResponse,
  type applicationListResponse,
} from '../../../common/schemas/admin-submissions.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import { presentPage } from '../admin-presenter.ts';
import type {
  Application,
  ApplicationHistoryEntry,
  ApplicationInFull,
  ApplicationListing,
} from './admin-applications.service.ts';
import { toCsv } from './csv.ts';

const presentSummary = (application: ApplicationListing): ApplicationSummary => ({
  id: application.id,
  fullName: application.fullName,
  email: application.email,
  contactNumber: application.contactNumber,
  selectedCourses: application.selectedCourses,
  createdAt: application.createdAt.toISOString(),
  state: application.state,
});

const presentEvent = (event: ApplicationHistoryEntry): ApplicationEvent => ({
  id: event.id,
  // A state never moves to itself: such a row is an edit of the notes.
  kind: event.fromState === event.toState ? 'notes' : 'state',
  createdAt: event.createdAt.toISOString(),
  actorName: event.actor ? `${event.actor.firstName} ${event.actor.lastName}` : null,
  fromState: event.fromState,
  toState: event.toState,
  note: event.note,
});

/** One page of applications: `{ result, Applications, total, page, pageSize }`. */
export const presentApplicationPage = (
  page: Page<ApplicationListing>,
): z.infer<typeof applicationListResponse> => presentPage('Applications', page, presentSummary);

/** One application with every field, its files' details and its history: `{ result, Application }`. */
export const presentApplicationDetail = ({
  history,
  ...application
}: ApplicationInFull): z.infer<typeof applicationDetailResponse> => ({
  result: true,
  // Every field as it was sent; the dates as ISO strings.
  Application: { ...application, ...presentSummary(application), history: history.map(presentEvent) },
});

const CSV_HEADER = [
  'ID',
  'Submitted',
  'Full name',
  'Email',
  'Contact number',
  'Gender',
  'Date of birth',
  'Age',
  // A minor's parent or guardian (issue 45); empty for an adult applicant.
  'Parent or guardian',
  'Guardian email',
  'Guardian phone',
  'Address',
  'City',
  'Country',
  'Nationality',
  'Occupation',
  'Education',
  'Courses',
  'Training',
  'Goal',
  'How they found us',
  'Payment method',
  'State',
];

/** The CSV export: a header line, then one application a line, courses by their labels. */
export function presentApplicationsCsv(applications: Application[]): string {
  return toCsv([
    CSV_HEADER,
    ...applications.map((a) => [
      a.id,
      a.createdAt.toISOString(),
      a.fullName,
      a.email,
      a.contactNumber,
      a.gender,
      a.dob,
      a.age,
      a.guardianName,
      a.guardianEmail,
      a.guardianPhone,
      a.address,
      a.city,
      a.country,
      a.nationality,
      a.occupation,
      a.education,
      a.selectedCourses.map(courseChoiceLabel).join('; '),
      a.training,
      a.goal,
      a.howKnow,
      a.paymentMethod,
      APPLICATION_STATE_LABELS[a.state],
    ]),
  ]);
}
