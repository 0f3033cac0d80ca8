import { useId, useState } from 'react';
import type { Assignment } from '../../../../common/schemas/assignments.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAssignment } from '../api/delete-assignment.ts';
import { AssignmentFacts } from './assignment-facts.tsx';
import { AssignmentForm } from './assignment-form.tsx';
import { ConfirmDelete, smallButton } from './confirm-delete.tsx';
import type { PracticeStudent } from './teacher-students.ts';
import { TeacherTakes } from './teacher-takes.tsx';

const ACTIONS = [
  { next: 'edit', label: 'Edit' },
  { next: 'delete', label: 'Delete' },
] as const;

/**
 * One of the student's assignments as a teacher sees it: their own to edit, delete (asked twice)
 * and answer the takes of; another teacher's of the same student to read and hear. `readOnly`:
 * the school's view, which reads and hears it (whoever may change it on the server).
 */
export function TeacherAssignment({
  assignment,
  student,
  readOnly = false,
}: {
  assignment: Assignment;
  student: PracticeStudent;
  readOnly?: boolean;
}) {
  const canChange = assignment.can_change && !readOnly;
  const titleId = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const remove = useDeleteAssignment();
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm">
        <AssignmentFacts assignment={assignment} titleId={titleId} />
        {mode === 'edit' ? (
          <div className="mt-3 border-t border-plum-100 pt-3">
            <AssignmentForm student={student} assignment={assignment} onDone={() => setMode('view')} />
          </div>
        ) : mode === 'delete' ? (
          <ConfirmDelete
            question={`Delete “${assignment.title}”? The practice logged for it stays. One with takes the student sent cannot be deleted: mark it done instead.`}
            pending={remove.isPending}
            error={remove.error}
            failed="The assignment could not be deleted"
            onDelete={() =>
              remove.mutate(assignment.id, { onSuccess: () => toast.success('Assignment deleted') })
            }
            onKeep={() => setMode('view')}
          />
        ) : readOnly ? (
          <p className="mt-3 text-sm text-slate-600">Set by {assignment.teacher_name}.</p>
        ) : !canChange ? (
          <p className="mt-3 text-sm text-slate-600">
            Set by {assignment.teacher_name}: only they can change it or answer its takes.
          </p>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            {ACTIONS.map(({ next, label }) => (
              <button
                key={next}
                type="button"
                className={smallButton}
                aria-describedby={titleId}
                onClick={() => setMode(next)}
              >
                {label}
              </button>
            ))}
          </div>
        )}
        <TeacherTakes assignmentId={assignment.id} canAnswer={canChange} />
      </article>
    </li>
  );
}
