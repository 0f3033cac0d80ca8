import { useEffect, useRef } from 'react';
import { TALAS } from '../../../../common/practice-tools.ts';
import type { Assignment } from '../../../../common/schemas/assignments.ts';
import { useAssignment } from '../api/assignments.ts';
import { useTimeZone } from '../api/time-zone.ts';
import { useRoomTools } from '../hooks/use-room-tools.ts';
import { useTakeRecorder } from '../hooks/use-take-recorder.ts';
import { DroneCard } from './drone-card.tsx';
import { KeyboardCard } from './keyboard-card.tsx';
import { MetronomeCard } from './metronome-card.tsx';
import { PitchCard } from './pitch-card.tsx';
import { PracticeTimer } from './practice-timer.tsx';
import { SlowPracticeCard } from './slow-practice-card.tsx';
import { card, cardTitle } from './styles.ts';
import { TakeCard } from './take-card.tsx';

export const ROOM_TEXT = {
  loadingAssignment: 'Loading the assignment…',
  notFound: 'This assignment is not among yours, so the room opened without it.',
  failed: 'The assignment could not be loaded. The metronome and the drone work without it.',
  notLogged: 'Practice time is logged for students; the metronome and the drone work for everyone.',
} as const;

type Props = { assignmentId: number | null; student: boolean };

/**
 * The practice room: the metronome and the drone on this page alone, the timer that counts the
 * student's practice into their log, and, opened from an assignment, its tempo and tala and a
 * take to send; slow practice of that take or a recording from the device.
 */
export function PracticeRoom({ assignmentId, student }: Props) {
  const { tools, view } = useRoomTools();
  const { assignment, failed } = useAssignment(student ? assignmentId : null);
  const timeZone = useTimeZone(student);
  const { recorder, take } = useTakeRecorder(assignmentId ?? 0);

  // The assignment's tempo goal and tala, set once as it arrives.
  const preset = useRef(false);
  useEffect(() => {
    if (!assignment || preset.current) return;
    preset.current = true;
    tools.setMetronome({
      ...(assignment.tempo_goal ? { bpm: assignment.tempo_goal } : {}),
      ...(assignment.tala ? { tala: assignment.tala } : {}),
    });
  }, [assignment, tools]);

  const activity = {
    metronome: view.metronome.on,
    drone: view.drone.on,
    recording: take.phase === 'recording',
    bpm: view.metronome.bpm,
  };
  return (
    <div className="grid gap-6">
      {student && assignmentId !== null && <AssignmentCard assignment={assignment} failed={failed} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <MetronomeCard tools={tools} view={view} />
        <div className="grid content-start gap-6">
          {/* The log keeper starts once it knows the student's days and the assignment (or none). */}
          {student && timeZone && assignment !== undefined ? (
            <PracticeTimer timeZone={timeZone} assignmentId={assignment?.id ?? null} activity={activity} />
          ) : (
            !student && (
              <p className="rounded-xl bg-plum-50 p-4 text-sm text-slate-700">{ROOM_TEXT.notLogged}</p>
            )
          )}
          <DroneCard tools={tools} view={view} />
        </div>
      </div>
      <PitchCard view={view} />
      <KeyboardCard />
      {student && assignment && <TakeCard recorder={recorder} take={take} />}
      <SlowPracticeCard tools={tools} view={view} take={take.blob} />
    </div>
  );
}

function AssignmentCard({
  assignment,
  failed,
}: {
  assignment: Assignment | null | undefined;
  failed: boolean;
}) {
  if (assignment === undefined) return <p className="text-slate-700">{ROOM_TEXT.loadingAssignment}</p>;
  if (!assignment)
    return (
      <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
        {failed ? ROOM_TEXT.failed : ROOM_TEXT.notFound}
      </p>
    );
  const goal = [
    assignment.tempo_goal ? `Tempo goal ${assignment.tempo_goal} beats a minute` : null,
    assignment.tala ? TALAS[assignment.tala].name : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section aria-labelledby="practice-assignment" className={`${card} border-gold-300 bg-gold-300/10`}>
      <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">Practising</p>
      <h2 id="practice-assignment" className={cardTitle}>
        {assignment.title}
      </h2>
      {goal && <p className="mt-1 font-semibold text-plum-900">{goal}</p>}
      {assignment.due && (
        <p className="mt-1 text-sm text-slate-700">Due by your lesson: {assignment.due.when_label}</p>
      )}
      {assignment.notes && <p className="mt-2 whitespace-pre-line text-slate-800">{assignment.notes}</p>}
      <p className="mt-2 text-sm text-slate-700">From {assignment.teacher_name}</p>
    </section>
  );
}
