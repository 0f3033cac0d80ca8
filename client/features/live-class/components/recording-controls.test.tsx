import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LessonRecording } from '../hooks/use-lesson-recording.ts';
import { RECORDING_TEXT, RecordingControls } from './recording-controls.tsx';

const REASON =
  'Recording is not available: this student’s parent or guardian has not agreed to lessons being recorded.';

const recording = (more: Partial<LessonRecording> = {}): LessonRecording => ({
  enabled: true,
  unavailableReason: null,
  recording: false,
  since: null,
  local: { phase: 'idle', since: null, pending: 0, lastAckLagMs: null, message: null },
  start: vi.fn(async () => {}),
  stop: vi.fn(async () => {}),
  ...more,
});

/** The controls as `side` sees them. */
const show = (r: LessonRecording, side: 'teacher' | 'student') =>
  render(<RecordingControls recording={r} role={side} />);

describe('RecordingControls', () => {
  it('offers the teacher Record when the lesson may be recorded', () => {
    show(recording(), 'teacher');
    expect(screen.getByRole('button', { name: RECORDING_TEXT.record })).toBeEnabled();
    expect(screen.queryByTestId('record-unavailable')).not.toBeInTheDocument();
  });

  it('shows Record unavailable with the reason in words when the student’s consent does not allow it', () => {
    show(recording({ unavailableReason: REASON }), 'teacher');
    const record = screen.getByRole('button', { name: RECORDING_TEXT.record });
    expect(record).toBeDisabled();
    expect(record).toHaveAccessibleDescription(`${RECORDING_TEXT.unavailable} ${REASON}`);
    // The student sees no control and no reason.
    show(recording({ unavailableReason: REASON }), 'student');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('says why once the recorder stopped on its own with the reason, in one place', () => {
    show(
      recording({
        unavailableReason: REASON,
        local: { phase: 'error', since: null, pending: 0, lastAckLagMs: null, message: REASON },
      }),
      'teacher',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(REASON);
    expect(screen.queryByTestId('record-unavailable')).not.toBeInTheDocument();
  });
});
