import { useEffect, useState } from 'react';
import { useStore } from '../../../lib/use-store.ts';
import { createBrowserRoom } from './create-browser-room.ts';

/** The live room of one class: loads access on mount, records a leave when the page goes away. */
export function useLiveRoom(classId: string | undefined) {
  const [wired] = useState(() => createBrowserRoom(classId));
  useEffect(() => {
    void wired.room.load();
    wired.devices.start();
    const onHide = () => wired.leaveOnUnload();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      wired.leaveOnUnload();
    };
  }, [wired]);
  return { ...wired, state: useStore(wired.room) };
}
