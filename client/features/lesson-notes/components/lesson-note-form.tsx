import { type FormEvent, useId, useState } from 'react';
import { ASSIGNMENT_LIMITS } from '../../../../common/schemas/assignments.ts';
import {
  LESSON_NOTE_LIMITS,
  LESSON_NOTE_TEXT,
  type LessonNote,
} from '../../../../common/schemas/lesson-notes.ts';
import { FormButtons } from '../../../components/admin/form-buttons.tsx';
import { errorClass, inputClass, labelClass } from '../../../components/ui/form-styles.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveLessonNote } from '../api/save-lesson-note.ts';

/** Sets what to practise as an assignment too: the page that places the form hands the assignments' call in. */
export type SetAssignment = (assignment: { title: string; notes: string }) => Promise<unknown>;

type Props = {
  classId: number;
  /** The lesson's name, for the form's label. */
  lessonName: string;
  /** The note as it stands (changing it), or none yet. */
  note?: LessonNote | null;
  setAssignment?: SetAssignment;
  onDone?: () => void;
};

export const NOTE_FORM_TEXT = {
  covered: 'What was covered',
  toPractise: 'What to practise',
  privateRemark: 'Private remark for the school',
  privateHint: 'Only teachers and the school read this. It is never shown or sent to the student or family.',
  sharedHint: 'The student and their family see this on the dashboard and get it by e-mail once.',
  alsoAssign: 'Also set what to practise as an assignment',
  assignmentTitle: 'Assignment title',
  save: 'Save note',
  assignmentFailed: (why: string) => `The note was saved, but the assignment was not: ${why}`,
  assignmentSet: 'Assignment set',
} as const;

/**
 * The teacher's note on a lesson: what was covered and what to practise (shared with the student
 * and family), a private remark for the school, and, where the page offers it, what to practise
 * set as an assignment at once.
 */
export function LessonNoteForm({ classId, lessonName, note, setAssignment, onDone }: Props) {
  const id = useId();
  const [covered, setCovered] = useState(note?.covered ?? '');
  const [toPractise, setToPractise] = useState(note?.to_practise ?? '');
  const [privateRemark, setPrivateRemark] = useState(note?.private_remark ?? '');
  const [assign, setAssign] = useState(false);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLessonNote();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!covered.trim() && !toPractise.trim() && !privateRemark.trim()) {
      setProblem(LESSON_NOTE_TEXT.empty);
      return;
    }
    setProblem(null);
    save.mutate(
      {
        classId,
        note: { covered, to_practise: toPractise, private_remark: privateRemark },
      },
      {
        onSuccess: async (answer) => {
          toast.success(answer.message ?? LESSON_NOTE_TEXT.saved);
          if (assign && setAssignment) {
            try {
              await setAssignment({ title, notes: toPractise.trim() });
              toast.success(NOTE_FORM_TEXT.assignmentSet);
            } catch (err) {
              setProblem(NOTE_FORM_TEXT.assignmentFailed(errorText(err, 'it could not be set')));
              return;
            }
          }
          onDone?.();
        },
        onError: (err) => setProblem(errorText(err, 'The note could not be saved')),
      },
    );
  };

  const field = (suffix: string) => `${id}-${suffix}`;
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={`Lesson note for ${lessonName}`} noValidate>
      <p className="text-sm text-slate-600">{NOTE_FORM_TEXT.sharedHint}</p>
      <div>
        <label htmlFor={field('covered')} className={labelClass}>
          {NOTE_FORM_TEXT.covered}
        </label>
        <textarea
          id={field('covered')}
          className={inputClass}
          rows={3}
          value={covered}
          maxLength={LESSON_NOTE_LIMITS.text}
          onChange={(e) => setCovered(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={field('practise')} className={labelClass}>
          {NOTE_FORM_TEXT.toPractise}
        </label>
        <textarea
          id={field('practise')}
          className={inputClass}
          rows={3}
          value={toPractise}
          maxLength={LESSON_NOTE_LIMITS.text}
          onChange={(e) => setToPractise(e.target.value)}
        />
      </div>
      {setAssignment ? (
        <div className="grid gap-2">
          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-plum-700"
              checked={assign}
              onChange={(e) => setAssign(e.target.checked)}
            />
            {NOTE_FORM_TEXT.alsoAssign}
          </label>
          {assign ? (
            <div>
              <label htmlFor={field('title')} className={labelClass}>
                {NOTE_FORM_TEXT.assignmentTitle}
              </label>
              <input
                id={field('title')}
                className={inputClass}
                value={title}
                maxLength={ASSIGNMENT_LIMITS.title}
                required
                onChange={(e) => setTitle(e.target.value)}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={field('private')} className={labelClass}>
          {NOTE_FORM_TEXT.privateRemark}
        </label>
        <textarea
          id={field('private')}
          className={inputClass}
          rows={2}
          value={privateRemark}
          maxLength={LESSON_NOTE_LIMITS.text}
          aria-describedby={field('private-hint')}
          onChange={(e) => setPrivateRemark(e.target.value)}
        />
        <p id={field('private-hint')} className="mt-1 text-sm text-slate-600">
          {NOTE_FORM_TEXT.privateHint}
        </p>
      </div>
      {problem ? (
        <p role="alert" className={errorClass}>
          {problem}
        </p>
      ) : null}
      <FormButtons
        submitting={save.isPending}
        submitLabel={NOTE_FORM_TEXT.save}
        onCancel={onDone}
        disabled={assign && !title.trim()}
      />
    </form>
  );
}
