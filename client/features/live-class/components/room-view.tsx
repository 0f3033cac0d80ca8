import { useState } from 'react';
import { useClassTime } from '../hooks/use-class-time.ts';
import { useStore } from '../hooks/use-store.ts';
import {
  displayBatchName,
  type LiveRoom,
  type RoomParts,
  type RoomState,
  unreadBadge,
} from '../rtc/live-room.ts';
import { ChatDialog } from './chat-dialog.tsx';
import { LeaveConfirmDialog } from './leave-confirm-dialog.tsx';
import { NotesDialog } from './notes-dialog.tsx';
import { QualityIndicator } from './quality-indicator.tsx';
import { ToggleButton } from './toggle-button.tsx';
import { VideoTile } from './video-tile.tsx';

type Props = {
  classId: string;
  room: LiveRoom;
  parts: RoomParts;
  state: RoomState;
  /** After the leave is recorded: where each role goes next. */
  onLeft(role: 'teacher' | 'student'): void;
};

const headerButton =
  'relative rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/25';

/** The room: header, the two videos with their overlays, screen share, chat and notes. */
export function RoomView({ classId, room, parts, state, onLeft }: Props) {
  const media = useStore(parts.media);
  const peer = useStore(parts.peer);
  const { quality } = useStore(parts.quality);
  const time = useClassTime(state.timerStartedAt);
  const [notesOpen, setNotesOpen] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const role = state.role ?? 'student';
  const remoteLabel = role === 'teacher' ? 'Student' : 'Teacher';
  const badge = unreadBadge(state.unread);

  const leave = async () => {
    await room.leave();
    onLeft(role);
  };

  return (
    <section className="bg-plum-950 pt-[4.75rem] pb-10 sm:pt-20" aria-label="Live class room">
      <header className="bg-plum-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <h1 className="mr-auto font-serif text-xl text-white sm:text-2xl">
            {displayBatchName(state.batchName)}
          </h1>
          <p className="text-sm text-white/90">
            Class Time: <time className="font-mono font-semibold text-gold-300">{time}</time>
          </p>
          <QualityIndicator quality={quality} />
          <div className="flex flex-wrap items-center gap-2">
            {state.bothPresent && (
              <>
                <button type="button" className={headerButton} onClick={() => setNotesOpen(true)}>
                  Whiteboard
                </button>
                <button type="button" className={headerButton} onClick={() => void room.openChat()}>
                  Chat
                  {badge && (
                    <span
                      className="absolute -top-2 -right-2 min-w-5 rounded-full bg-gold-400 px-1.5 text-xs leading-5 text-plum-950"
                      data-testid="unread-badge"
                    >
                      {badge}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </button>
              </>
            )}
            <ToggleButton label="Video" on={media.videoOn} onChange={(on) => room.setVideo(on)} />
            <ToggleButton label="Audio" on={media.audioOn} onChange={(on) => room.setAudio(on)} />
            <button
              type="button"
              className="rounded-full bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-500"
              onClick={() => (role === 'teacher' ? setConfirmLeave(true) : void leave())}
              disabled={state.localLeft}
            >
              Leave Class
            </button>
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-4 px-4 pt-4 sm:px-6 md:grid-cols-[2fr_1fr]">
        <VideoTile
          stream={peer.remoteStream}
          label={remoteLabel}
          screen={peer.remoteSharing}
          overlay={state.overlay}
          badge={peer.remoteSharing ? 'Sharing screen' : null}
        />
        <div className="flex flex-col gap-4">
          <VideoTile
            stream={media.screen ?? media.camera}
            label={`You (${role})`}
            local
            mirrored={!media.screen}
            screen={!!media.screen}
            badge={state.sharing ? 'Sharing screen' : null}
          />
          {state.bothPresent && (
            <button
              type="button"
              className="btn-primary"
              onClick={() => void (state.sharing ? room.stopScreenShare() : room.startScreenShare())}
            >
              {state.sharing ? 'Stop Sharing' : 'Share Screen'}
            </button>
          )}
          {state.screenError && (
            <p role="alert" className="rounded-lg bg-red-100 p-3 text-sm text-red-800">
              {state.screenError}
            </p>
          )}
          {media.error && (
            <p role="alert" className="rounded-lg bg-red-100 p-3 text-sm text-red-800">
              Camera or microphone unavailable: {media.error}
            </p>
          )}
        </div>
      </div>

      <ChatDialog
        open={state.chatOpen}
        onOpenChange={(open) => (open ? void room.openChat() : room.closeChat())}
        messages={state.messages}
        myRole={role}
        sending={state.sending}
        onSend={(text) => room.sendChat(text)}
        onSendFile={(file) => room.sendFile(file)}
      />
      <NotesDialog classId={classId} open={notesOpen} onOpenChange={setNotesOpen} />
      <LeaveConfirmDialog open={confirmLeave} onOpenChange={setConfirmLeave} onConfirm={() => void leave()} />
    </section>
  );
}
