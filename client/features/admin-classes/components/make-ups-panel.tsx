import { useState } from 'react';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { ListRow } from '../../../components/admin/list-row.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { RowList } from '../../../components/admin/row-list.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useMakeUps } from '../api/make-ups-api.ts';
import type { MakeUpOf } from './class-form.tsx';
import { ClassFormDialog } from './class-form-dialog.tsx';
import { CANCELLED_BY } from './lesson-state.ts';

/** Lessons the teacher or the school cancelled, owed until a make-up is booked for each. */
export function MakeUpsPanel() {
  const makeUps = useMakeUps();
  const [booking, setBooking] = useState<MakeUpOf | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <AdminSection
      title="Make-ups owed"
      description="Lessons cancelled by the teacher or the school, until a make-up is booked."
    >
      {makeUps.isPending ? (
        <p>Loading make-ups...</p>
      ) : makeUps.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(makeUps.error, 'Failed to load make-ups')}
        </p>
      ) : makeUps.data.length === 0 ? (
        <p className="text-slate-600">No make-ups owed</p>
      ) : (
        <RowList>
          {makeUps.data.map((m) => (
            <ListRow key={m.class_id}>
              <div className="min-w-0 flex-1 basis-64">
                <p className="font-semibold text-plum-900">{m.batch_name}</p>
                <p className="text-sm text-slate-600">
                  {m.when_label} · {m.teacher.name} with {m.student.name}
                </p>
                <p className="mt-1">
                  <span className="rounded-full bg-red-50 px-3 py-1 text-xs font-semibold text-red-800">
                    {CANCELLED_BY[m.cancelled_by]}
                  </span>
                </p>
              </div>
              <RowButton
                label={`Book make-up for ${m.batch_name}, ${m.when_label}`}
                onClick={() => {
                  setBooking({
                    classId: m.class_id,
                    batchName: m.batch_name,
                    teacherId: m.teacher.id,
                    studentId: m.student.id,
                    whenLabel: m.when_label,
                  });
                  setOpen(true);
                }}
              >
                Book make-up
              </RowButton>
            </ListRow>
          ))}
        </RowList>
      )}
      {/* The make-up's date is chosen: nothing is filled in for it. */}
      <ClassFormDialog cls={null} makeUp={booking} open={open} onOpenChange={setOpen} today="" />
    </AdminSection>
  );
}
