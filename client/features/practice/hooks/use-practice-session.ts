import { useEffect, useState } from 'react';
import { useStore } from '../../../lib/use-store.ts';
import { saveRoomEntry, useLoggedToday } from '../api/practice-log.ts';
import { PracticeSession, type SessionActivity } from '../practice-session.ts';
import { dayInZone, PracticeTime } from '../practice-time.ts';

/**
 * The practice log keeper wired to the page: the wall clock, the tab's visibility, the page
 * going away (its last minutes sent with keepalive) and a second's tick for the timer.
 */
export function usePracticeSession(timeZone: string, assignmentId: number | null, activity: SessionActivity) {
  const [session] = useState(
    () =>
      new PracticeSession({
        time: new PracticeTime({
          now: () => Date.now(),
          timeZone,
          visible: document.visibilityState === 'visible',
        }),
        save: saveRoomEntry,
        assignmentId,
      }),
  );
  const [today] = useState(() => dayInZone(timeZone)(Date.now()));
  const logged = useLoggedToday(today);
  useEffect(() => {
    if (logged.data !== undefined) session.setLoggedToday(logged.data);
  }, [session, logged.data]);

  const { metronome, drone, recording, bpm } = activity;
  useEffect(
    () => session.follow({ metronome, drone, recording, bpm }),
    [session, metronome, drone, recording, bpm],
  );

  useEffect(() => {
    const visibility = () => session.setVisible(document.visibilityState === 'visible');
    const leave = () => void session.flush(true);
    const tick = setInterval(() => session.refresh(), 1_000);
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(tick);
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('pagehide', leave);
      // Leaving the room within the site: the tools stop, and what was counted is sent.
      session.follow({ metronome: false, drone: false, recording: false, bpm: 0 });
      void session.flush(true);
    };
  }, [session]);
  return useStore(session);
}
