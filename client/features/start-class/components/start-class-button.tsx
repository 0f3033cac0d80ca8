import { useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { StartClassList } from './start-class-list.tsx';

/** The teacher's header button and its start-class modal of today's classes. */
export function StartClassButton({ teacherId }: { teacherId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full border border-gold-400 px-3 py-2 text-sm font-semibold text-gold-300 hover:bg-white/10"
        title="Start Class"
      >
        <Icon name="video" className="size-4" />
        <span className="sr-only sm:max-nav:not-sr-only 2xl:not-sr-only">Start Class</span>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Today's classes"
        description="Choose a class to start it and open its room."
      >
        <StartClassList teacherId={teacherId} onStarted={() => setOpen(false)} />
      </Modal>
    </>
  );
}
