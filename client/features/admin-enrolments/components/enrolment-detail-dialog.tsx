import { schoolDateLabel } from '../../../../common/fees/enrolment-text.ts';
import { ENROLMENT_STATUS_LABELS } from '../../../../common/schemas/enrolments.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useAdminEnrolment } from '../api/admin-enrolments-api.ts';
import { EnrolmentActions } from './enrolment-actions.tsx';
import { EnrolmentHistory } from './enrolment-history.tsx';

type Props = { enrolmentId: number | null; onClose(): void };

const LESSON_STATUS: Record<string, string> = {
  scheduled: 'Booked',
  in_progress: 'In progress',
  completed: 'Counted',
  cancelled: 'Cancelled',
};

/** One enrolment: its figures, lessons and history, with Extend and End while it runs. */
export function EnrolmentDetailDialog({ enrolmentId, onClose }: Props) {
  const query = useAdminEnrolment(enrolmentId);
  const detail = query.data;
  return (
    <Modal
      open={enrolmentId !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={detail ? detail.Enrolment.name : 'Enrolment'}
    >
      {query.isPending ? (
        <p>Loading the enrolment...</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(query.error, 'Failed to load the enrolment')}
        </p>
      ) : detail ? (
        <div className="flex flex-col gap-5">
          <div>
            <p className="font-semibold text-plum-800">{detail.Enrolment.standing}</p>
            <p className="text-sm text-slate-600">
              {detail.Enrolment.student.firstName} {detail.Enrolment.student.lastName} with{' '}
              {detail.Enrolment.teacher.firstName} {detail.Enrolment.teacher.lastName} ·{' '}
              {ENROLMENT_STATUS_LABELS[detail.Enrolment.status]} · {detail.Enrolment.price}
            </p>
            <p className="text-sm text-slate-600">
              Valid {schoolDateLabel(detail.Enrolment.validFrom)} to{' '}
              {schoolDateLabel(detail.Enrolment.validUntil)}
            </p>
            <p className="text-sm text-slate-600">
              {`Sessions: ${detail.Enrolment.used} used, ${detail.Enrolment.booked} booked, ${detail.Enrolment.left} left of ${detail.Enrolment.sessions}`}
            </p>
          </div>
          <section aria-label="Lessons">
            <h3 className="mb-1 font-semibold text-plum-900">Lessons</h3>
            {detail.Lessons.length === 0 ? (
              <p className="text-sm text-slate-600">No lessons on this enrolment yet.</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {detail.Lessons.map((l) => (
                  <li key={l.id}>
                    {l.whenLabel} · {l.batchName} · {LESSON_STATUS[l.status] ?? l.status}
                    {l.cancelledBy ? ` by the ${l.cancelledBy}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label="History of the enrolment">
            <h3 className="mb-1 font-semibold text-plum-900">History</h3>
            <EnrolmentHistory history={detail.History} />
          </section>
          {detail.Enrolment.status === 'ended' ? null : (
            <EnrolmentActions key={detail.Enrolment.validUntil} enrolment={detail.Enrolment} />
          )}
        </div>
      ) : null}
    </Modal>
  );
}
