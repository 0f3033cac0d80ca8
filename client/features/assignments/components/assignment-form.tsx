import { type FormEvent, useId, useRef, useState } from 'react';
import { TALA_IDS, type TalaId, TEMPO } from '../../../../common/practice-tools.ts';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_TEXT,
  type Assignment,
} from '../../../../common/schemas/assignments.ts';
import { FormButtons } from '../../../components/admin/form-buttons.tsx';
import { inputClass, labelClass } from '../../../components/ui/form-styles.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveAttachment } from '../api/remove-attachment.ts';
import { AttachmentRefused, useSaveAssignment } from '../hooks/use-save-assignment.ts';
import { talaName } from './practice-format.ts';
import type { PracticeStudent } from './teacher-students.ts';

type Props = {
  student: PracticeStudent;
  /** Changing one; none: setting a new one. */
  assignment?: Assignment;
  onDone?: () => void;
};

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.mp3,.m4a,.wav,.ogg,.webm';

/** The teacher sets (or changes) an assignment: title, notes, an attachment, a tempo goal and tala, a due lesson. */
export function AssignmentForm({ student, assignment, onDone }: Props) {
  const id = useId();
  const [title, setTitle] = useState(assignment?.title ?? '');
  const [notes, setNotes] = useState(assignment?.notes ?? '');
  const [tempo, setTempo] = useState(assignment?.tempo_goal ? String(assignment.tempo_goal) : '');
  const [tala, setTala] = useState<TalaId | ''>(assignment?.tala ?? '');
  const [due, setDue] = useState(assignment?.due ? String(assignment.due.class_id) : '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useSaveAssignment(student.id, assignment);
  const removeFile = useRemoveAttachment();
  // A due lesson already past stays choosable while the assignment keeps it.
  const lessons =
    assignment?.due && !student.lessons.some((l) => l.id === assignment.due?.class_id)
      ? [{ id: assignment.due.class_id, label: assignment.due.when_label }, ...student.lessons]
      : student.lessons;

  const pickFile = (picked: File | null) => {
    setFile(picked);
    setFileError(
      picked && picked.size > ASSIGNMENT_LIMITS.attachmentBytes ? ASSIGNMENT_TEXT.attachmentTooLarge : null,
    );
  };
  const reset = () => {
    setTitle('');
    setNotes('');
    setTempo('');
    setTala('');
    setDue('');
    pickFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (fileError) return;
    const fields = {
      title,
      notes,
      tempo_goal: tempo ? Number(tempo) : null,
      tala: tala || null,
      due_class_id: due ? Number(due) : null,
    };
    save.mutate(
      { fields, file },
      {
        onSuccess: () => {
          toast.success(assignment ? 'Assignment saved' : `Assignment set for ${student.name}`);
          if (!assignment) reset();
          onDone?.();
        },
        onError: (err) => {
          if (err instanceof AttachmentRefused && !assignment) reset();
        },
      },
    );
  };
  const failure = save.error
    ? save.error instanceof AttachmentRefused
      ? save.error.message
      : errorText(save.error, 'The assignment could not be saved')
    : null;
  return (
    <form
      onSubmit={submit}
      className="grid gap-3"
      aria-label={assignment ? `Edit ${assignment.title}` : undefined}
    >
      <div>
        <label htmlFor={`${id}-title`} className={labelClass}>
          Title
        </label>
        <input
          id={`${id}-title`}
          className={inputClass}
          value={title}
          maxLength={ASSIGNMENT_LIMITS.title}
          required
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className={labelClass}>
          Notes
        </label>
        <textarea
          id={`${id}-notes`}
          className={inputClass}
          rows={3}
          value={notes}
          maxLength={ASSIGNMENT_LIMITS.notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-tempo`} className={labelClass}>
            Tempo goal (bpm, optional)
          </label>
          <input
            id={`${id}-tempo`}
            type="number"
            inputMode="numeric"
            min={TEMPO.min}
            max={TEMPO.max}
            className={inputClass}
            value={tempo}
            onChange={(e) => setTempo(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-tala`} className={labelClass}>
            Tala
          </label>
          <select
            id={`${id}-tala`}
            className={inputClass}
            value={tala}
            onChange={(e) => setTala(e.target.value as TalaId | '')}
          >
            <option value="">No tala</option>
            {TALA_IDS.map((t) => (
              <option key={t} value={t}>
                {talaName(t)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-due`} className={labelClass}>
          Due lesson
        </label>
        <select id={`${id}-due`} className={inputClass} value={due} onChange={(e) => setDue(e.target.value)}>
          <option value="">No due lesson</option>
          {lessons.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-file`} className={labelClass}>
          {assignment?.attachment ? 'Replace the attachment (optional)' : 'Attachment (optional)'}
        </label>
        <input
          id={`${id}-file`}
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-plum-100 file:px-4 file:py-2 file:font-semibold file:text-plum-900"
          aria-describedby={`${id}-file-hint`}
          aria-invalid={Boolean(fileError)}
          onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
        />
        <p id={`${id}-file-hint`} className="mt-1 text-xs text-slate-500">
          A score (PDF, PNG, JPEG, WebP) or a recording (MP3, M4A, WAV, OGG, WebM), up to{' '}
          {ASSIGNMENT_LIMITS.attachmentBytes / 1024 / 1024} MB.
        </p>
        {fileError ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {fileError}
          </p>
        ) : null}
      </div>
      {assignment?.attachment ? (
        <p className="text-sm">
          Attached: {assignment.attachment.file_name}{' '}
          <button
            type="button"
            className="font-semibold text-red-800 underline"
            disabled={removeFile.isPending}
            onClick={() => removeFile.mutate(assignment.id)}
          >
            Remove attachment
          </button>
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <FormButtons
        submitting={save.isPending}
        submitLabel={assignment ? 'Save changes' : 'Set assignment'}
        onCancel={assignment ? onDone : undefined}
      />
    </form>
  );
}
