import { useState } from 'react';
import { useNavigate } from 'react-router';
import { startClass } from '../api/start-class-api.ts';

export const START_FAILED = 'Failed to start class';

/**
 * Starts a class and opens its room; a failure is the spec's alert. `onStarted` runs just before
 * the room opens (a modal that offered the class closes, so it never covers the room).
 */
export function useStartClass(teacherId: string, onStarted?: () => void) {
  const navigate = useNavigate();
  const [startingId, setStartingId] = useState<number | null>(null);
  const start = async (classId: number) => {
    setStartingId(classId);
    try {
      await startClass(classId, teacherId);
      onStarted?.();
      navigate(`/live-class/${classId}`);
    } catch {
      window.alert(START_FAILED);
    } finally {
      setStartingId(null);
    }
  };
  return { start, startingId };
}
