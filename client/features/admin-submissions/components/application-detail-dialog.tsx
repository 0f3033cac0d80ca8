import type { ReactNode } from 'react';
import { courseChoiceLabel } from '../../../../common/courses.ts';
import type { ApplicationDetail, ApplicationFile } from '../../../../common/schemas/admin-submissions.ts';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { admissionFileUrl, useAdminApplication } from '../api/applications-api.ts';
import { ApplicationHistory } from './application-history.tsx';
import { ApplicationNotesForm } from './application-notes-form.tsx';
import { ApplicationStateBadge } from './application-state-badge.tsx';
import { ApplicationStateForm } from './application-state-form.tsx';

const FILE_LABELS: Record<ApplicationFile['field'], string> = {
  paymentScreenshot: 'Payment screenshot',
  nationalityId: 'Nationality ID',
};

const PAYMENT: Record<ApplicationDetail['paymentMethod'], string> = { cash: 'Cash', online: 'Online' };

function fields(a: ApplicationDetail): [string, string][] {
  return [
    ['Email', a.email],
    ['Contact number', a.contactNumber],
    ['Gender', a.gender[0]?.toUpperCase() + a.gender.slice(1)],
    ['Date of birth', a.dob],
    ['Age', String(a.age)],
    ['Address', a.address],
    ['City', a.city],
    ['Country', a.country],
    ['Nationality', a.nationality],
    ['Occupation', a.occupation],
    ['Education', a.education],
    ['Previous training', a.training ?? '-'],
    ['Goal', a.goal ?? '-'],
    ['How they found us', a.howKnow],
    ['Payment method', PAYMENT[a.paymentMethod]],
    ...(a.guardianName
      ? ([['Parent or guardian', `${a.guardianName}, ${a.guardianEmail}, ${a.guardianPhone}`]] as [
          string,
          string,
        ][])
      : []),
  ];
}

/** What an application's Accept shows (a feature of its own); `done` once it accepted. */
export type RenderAccept = (application: ApplicationDetail, done: () => void) => ReactNode;

type Props = {
  applicationId: number | null;
  onClose(): void;
  /** Accept, offered unless the application is accepted or declined. */
  renderAccept?: RenderAccept;
  /** Called by Accept once it accepted: the application and the list are read again. */
  onAccepted?(): void;
};

/** Accept is offered until the application is accepted, and not once it is declined. */
const canAccept = (state: ApplicationDetail['state']) => state !== 'accepted' && state !== 'declined';

const sectionHeading = 'mb-2 font-sans text-sm font-semibold text-plum-900';

/** One application in full, with its uploaded images, its state, the admin's notes and its history. */
export function ApplicationDetailDialog({ applicationId, onClose, renderAccept, onAccepted }: Props) {
  const detail = useAdminApplication(applicationId);
  const application = detail.data?.Application;

  return (
    <Modal
      open={applicationId !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={application ? application.fullName : 'Application'}
    >
      {detail.isPending ? (
        <p>Loading application...</p>
      ) : detail.isError || !application ? (
        <p role="alert" className="text-red-700">
          {errorText(detail.error, 'Failed to load the application')}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            Submitted <time dateTime={application.createdAt}>{formatDateTime(application.createdAt)}</time>
            <ApplicationStateBadge state={application.state} />
          </p>
          <div>
            <h3 className={sectionHeading}>Courses</h3>
            <ul className="list-disc pl-5 text-sm">
              {application.selectedCourses.map((c) => (
                <li key={`${c.course}-${c.type}`}>{courseChoiceLabel(c)}</li>
              ))}
            </ul>
          </div>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {fields(application).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-plum-900">{label}</dt>
                <dd className="mb-1 break-words whitespace-pre-line text-slate-700 sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className={sectionHeading}>Uploaded images</h3>
            {application.files.length === 0 ? (
              <p className="text-sm text-slate-600">No images.</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {application.files.map((f) => (
                  <li key={f.id}>
                    <figure className="rounded-lg border border-plum-100 p-2">
                      <img
                        src={admissionFileUrl(f.id)}
                        alt={`${FILE_LABELS[f.field]} of ${application.fullName}`}
                        className="max-h-64 w-full rounded object-contain"
                      />
                      <figcaption className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-slate-600">
                        {FILE_LABELS[f.field]}
                        <ExternalLink href={admissionFileUrl(f.id)} className="text-plum-700 underline">
                          Open full size
                        </ExternalLink>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <section aria-labelledby="application-state" className="flex flex-col gap-3">
            <h3 id="application-state" className={sectionHeading}>
              State
            </h3>
            {application.state === 'accepted' ? (
              <p className="text-sm text-slate-600">An accepted application keeps its state.</p>
            ) : (
              <ApplicationStateForm application={application} />
            )}
          </section>
          <ApplicationNotesForm key={application.id} application={application} />
          <ApplicationHistory history={application.history} />
          <div className="flex flex-wrap justify-end gap-3">
            {renderAccept && canAccept(application.state)
              ? renderAccept(application, () => onAccepted?.())
              : null}
            <button type="button" className="btn-outline text-plum-800" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
