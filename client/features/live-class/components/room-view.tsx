import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useStore } from '../../../lib/use-store.ts';
import { useClassTime } from '../hooks/use-class-time.ts';
import type { DeviceController, LiveRoom, RoomParts, RoomState, ScoreBoard } from '../rtc/lesson-core.ts';
import { BackingTrackPanel } from './backing-track-panel.tsx';
import { ChatDialog } from './chat-dialog.tsx';
import { ConnectionProblem, remoteOverlay } from './connection-notices.tsx';
import { DelayReadout } from './delay-readout.tsx';
import { DevicesDialog } from './devices-dialog.tsx';
import { displayBatchName } from './format.ts';
import { headerButton } from './header-button.ts';
import { HeadphonesNotice } from './headphones-notice.tsx';
import { KeyboardPanel } from './keyboard-panel.tsx';
import { LeaveConfirmDialog } from './leave-confirm-dialog.tsx';
import { LowLatencyNotice } from './low-latency-notice.tsx';
import { MusicModeSwitch } from './music-mode-switch.tsx';
import { NotesDialog } from './notes-dialog.tsx';
import { PhoneCameraLink } from './phone-camera-link.tsx';
import { PitchPanel } from './pitch-panel.tsx';
import { PracticePanel } from './practice-panel.tsx';
import { QualityIndicator } from './quality-indicator.tsx';
import { RoomRecording } from './recording-controls.tsx';
import { RoomMessage } from './room-message.tsx';
import { RoomTitle } from './room-title.tsx';
import {
  type CameraView,
  cameraPlaces,
  FACE_LARGE,
  LocalSecondCamera,
  RemoteSecondCamera,
} from './second-camera-tiles.tsx';
import { TogetherButtons } from './together-buttons.tsx';
import { ToggleButton } from './toggle-button.tsx';
import { remoteCameraOff, VideoTile } from './video-tile.tsx';

type Props = {
  classId: string;
  room: LiveRoom;
  parts: RoomParts;
  devices: DeviceController;
  /** The shared score: its panel covers the videos while open. */
  score: ScoreBoard;
  state: RoomState;
  /** After the leave is recorded: where each role goes next. */
  onLeft(role: 'teacher' | 'student'): void;
};

// pdf.js and the drawing code come only when the score is first opened, not with the room.
const ScorePanel = lazy(() => import('./score-panel.tsx').then((m) => ({ default: m.ScorePanel })));

const large = 'absolute inset-0';
const corner =
  'absolute right-3 bottom-3 z-10 aspect-video w-32 rounded-lg shadow-xl ring-2 ring-white/70 sm:right-4 sm:bottom-4 sm:w-60';

/**
 * The room fills the screen: its header, then the other party as large as the screen allows,
 * with the user's own video small in a corner. A shared screen takes the large area.
 */
export function RoomView({ classId, room, parts, devices, score, state, onLeft }: Props) {
  const media = useStore(parts.media);
  const peer = useStore(parts.peer);
  const { quality } = useStore(parts.quality);
  const delay = useStore(parts.delay);
  const { selected, notice } = useStore(devices);
  const { panelOpen: scoreOpen } = useStore(score);
  const time = useClassTime(state.timerStartedAt);
  const [notesOpen, setNotesOpen] = useState(false);
  const [devicesOpen, setDevicesOpen] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const role = state.role ?? 'student';
  const remoteRole = role === 'teacher' ? 'student' : 'teacher';
  const remoteLabel = role === 'teacher' ? 'Student' : 'Teacher';
  const remote = state.parties?.[remoteRole] ?? null;
  const mineLarge = !!media.screen;
  const second = useStore(parts.second);
  const [cameraView, setCameraView] = useState<CameraView>(FACE_LARGE);
  const phoneCamera = useStore(parts.phone);
  const ownPhone = useStore(parts.ownPhone);
  // Our own second camera: this computer's, or (a teacher's) our phone's, received here too.
  const ownSecond = second.stream ?? ownPhone.stream;
  const remoteSecond = peer.remoteSecond ?? phoneCamera.stream;
  const places = cameraPlaces(remoteSecond && !mineLarge ? cameraView : FACE_LARGE);

  const leave = async () => {
    await room.leave();
    onLeft(role);
  };

  return (
    <section className="flex h-dvh flex-col overflow-hidden bg-plum-950" aria-label="Live class room">
      <header className="shrink-0 bg-plum-900">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-5">
          <RoomTitle batchName={displayBatchName(state.batchName)} whenLabel={state.whenLabel} />
          <p className="text-sm text-white/90">
            Class Time: <time className="font-mono font-semibold text-gold-300">{time}</time>
          </p>
          <QualityIndicator quality={quality} />
          <DelayReadout delayMs={delay.delayMs} level={delay.level} />
          <RoomRecording classId={classId} parts={parts} state={state} />
          <div className="flex flex-wrap items-center gap-2">
            <TogetherButtons
              shown={state.bothPresent}
              unread={state.unread}
              sharing={state.sharing}
              onWhiteboard={() => setNotesOpen(true)}
              onChat={() => void room.openChat()}
              onShare={() => void (state.sharing ? room.stopScreenShare() : room.startScreenShare())}
            />
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={`${headerButton} aria-pressed:bg-gold-400 aria-pressed:text-plum-950`}
                aria-pressed={scoreOpen}
                onClick={() => (scoreOpen ? score.closePanel() : score.openPanel())}
              >
                Score
              </button>
              <MusicModeSwitch room={room} state={state} />
              <PracticePanel classId={classId} classRole={role} practice={state.status?.practice} />
              <PitchPanel parts={parts} role={role} drone={state.status?.practice?.drone} />
              <KeyboardPanel parts={parts} classRole={role} />
              <BackingTrackPanel classId={classId} parts={parts} role={role} />
              <ToggleButton
                label="Video"
                icon="video"
                offIcon="videoOff"
                on={media.videoOn}
                onChange={(on) => room.setVideo(on)}
              />
              <ToggleButton
                label="Audio"
                icon="mic"
                offIcon="micOff"
                on={media.audioOn}
                onChange={(on) => room.setAudio(on)}
              />
              <button
                type="button"
                aria-label="Devices"
                title="Devices"
                className="inline-flex size-9 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
                onClick={() => setDevicesOpen(true)}
              >
                <Icon name="sliders" />
              </button>
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
        </div>
      </header>

      <div className="relative min-h-0 flex-1">
        <VideoTile
          stream={peer.remoteStream}
          label={remoteLabel}
          caption={remote ? `${remote.name} (${remoteLabel})` : remoteLabel}
          person={remote}
          cameraOff={remoteCameraOff(peer)}
          contain={!mineLarge || peer.remoteSharing}
          overlay={remoteOverlay(state.overlay, peer)}
          badge={peer.remoteSharing ? 'Sharing screen' : null}
          sinkId={selected.audiooutput}
          className={mineLarge ? corner : places.face}
        />
        {remoteSecond && (
          <RemoteSecondCamera
            stream={remoteSecond}
            caption={`${remote?.name ?? remoteLabel}'s second camera`}
            view={cameraView}
            onView={setCameraView}
            className={places.second}
          />
        )}
        {ownSecond && <LocalSecondCamera stream={ownSecond} />}
        <VideoTile
          stream={media.screen ?? media.camera}
          label={`You (${role})`}
          person={state.parties?.[role]}
          cameraOff={!media.screen && state.cameraOff}
          local
          mirrored={!media.screen}
          contain={mineLarge}
          badge={state.sharing ? 'Sharing screen' : null}
          className={mineLarge ? large : corner}
        />
        <div className="absolute inset-x-3 top-3 z-20 flex flex-col items-start gap-2 sm:inset-x-4">
          <ConnectionProblem peer={peer} />
          {state.screenError && <RoomMessage tone="error">{state.screenError}</RoomMessage>}
          {media.error && <RoomMessage tone="warning">{media.error}</RoomMessage>}
          {notice && (
            <RoomMessage tone="info" onDismiss={() => devices.dismissNotice()}>
              {notice}
            </RoomMessage>
          )}
        </div>
        {scoreOpen && (
          <Suspense
            fallback={
              <p className="absolute inset-0 z-30 bg-plum-100 p-6 text-plum-900">Loading the score…</p>
            }
          >
            <ScorePanel board={score} role={role} />
          </Suspense>
        )}
      </div>

      <ChatDialog
        open={state.chatOpen}
        onOpenChange={(open) => (open ? void room.openChat() : room.closeChat())}
        messages={state.messages}
        myRole={role}
        sending={state.sending}
        outbox={state.outbox}
        onSend={(text) => room.sendChat(text)}
        onSendFile={(file) => room.sendFile(file)}
      />
      <HeadphonesNotice room={room} state={state} />
      <LowLatencyNotice room={room} state={state} />
      <NotesDialog classId={classId} open={notesOpen} onOpenChange={setNotesOpen} />
      <DevicesDialog
        open={devicesOpen}
        onOpenChange={setDevicesOpen}
        devices={devices}
        media={parts.media}
        second={parts.second}
        phone={<PhoneCameraLink classId={classId} />}
      />
      <LeaveConfirmDialog open={confirmLeave} onOpenChange={setConfirmLeave} onConfirm={() => void leave()} />
    </section>
  );
}
