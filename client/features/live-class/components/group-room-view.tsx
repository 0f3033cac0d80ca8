import { lazy, Suspense, useMemo, useState } from 'react';
import { useStore } from '../../../lib/use-store.ts';
import { useGroupRoom } from '../hooks/use-group-room.ts';
import { useGroupScore } from '../hooks/use-group-score.ts';
import type {
  GroupFeed,
  GroupRoom,
  LiveRoom,
  MediaDevicesController,
  RoomState,
  ScoreBoard,
} from '../rtc/lesson-core.ts';
import { ChatDialog } from './chat-dialog.tsx';
import { displayBatchName } from './format.ts';
import { GroupTile, type GroupTileSize } from './group-tile.tsx';
import { headerButton } from './header-button.ts';
import { HeadphonesNotice } from './headphones-notice.tsx';
import { MusicModeSwitch } from './music-mode-switch.tsx';
import { NotesDialog } from './notes-dialog.tsx';
import { PracticePanel } from './practice-panel.tsx';
import { GroupRecording } from './recording-controls.tsx';
import { RoomMessage } from './room-message.tsx';
import { RoomTitle } from './room-title.tsx';
import { ToggleButton } from './toggle-button.tsx';

export const RECONNECTING = 'Reconnecting...';
export const MUTED = 'Muted';
/** On a student's own tile: the others no longer hear them. */
export const MUTED_BY_TEACHER = 'Muted by the teacher';
/** The teacher's switch: the large tile follows the student who sounds. */
export const FOLLOW = 'Follow who sounds';

// pdf.js and the drawing code come only when the score is first opened, not with the room.
const ScorePanel = lazy(() => import('./score-panel.tsx').then((m) => ({ default: m.ScorePanel })));

type Props = {
  classId: string;
  room: LiveRoom;
  state: RoomState;
  media: MediaDevicesController;
  /** The shared score: its panel covers the tiles while open. */
  score: ScoreBoard;
  onLeft(role: 'teacher' | 'student'): void;
};

/**
 * A group lesson's room: the teacher sees every student in a grid (one spotlighted large, with
 * the others beside), each student sees the teacher large and everyone else small. The teacher
 * mutes a student's sound for everyone, or lets one be heard alone; the teacher is always heard.
 */
export function GroupRoomView({ classId, room, state, media, score, onLeft }: Props) {
  const { group, state: g, practice } = useGroupRoom(classId, room, media);
  const scoreOpen = useGroupScore(score);
  const camera = useStore(media);
  const role = state.role ?? 'student';
  const [notesOpen, setNotesOpen] = useState(false);
  const studentNames = useMemo(
    () => new Map(g.members.filter((m) => m.role === 'student').map((m) => [m.id, m.name])),
    [g.members],
  );
  const leave = async () => {
    await group.leave();
    await room.leave();
    onLeft(role);
  };
  const mine = (
    <GroupTile
      stream={camera.camera}
      caption={`You (${role})`}
      label={`You (${role})`}
      local
      badge={g.me && g.muted.includes(g.me.id) ? MUTED_BY_TEACHER : null}
      size="small"
    />
  );

  return (
    <section className="flex h-dvh flex-col overflow-hidden bg-plum-950" aria-label="Group lesson room">
      <header className="shrink-0 bg-plum-900">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-5">
          <RoomTitle batchName={displayBatchName(state.batchName)} whenLabel={state.whenLabel} />
          <GroupRecording classId={classId} group={group} media={media} state={state} />
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className={headerButton} onClick={() => setNotesOpen(true)}>
              Whiteboard
            </button>
            <button type="button" className={headerButton} onClick={() => void room.openChat()}>
              Chat{state.unread > 0 ? ` (${state.unread})` : ''}
            </button>
            <button
              type="button"
              className={`${headerButton} aria-pressed:bg-gold-400 aria-pressed:text-plum-950`}
              aria-pressed={scoreOpen}
              onClick={() => (scoreOpen ? score.closePanel() : score.openPanel())}
            >
              Score
            </button>
            {role === 'teacher' && (
              <button
                type="button"
                className={`${headerButton} aria-pressed:bg-gold-400 aria-pressed:text-plum-950`}
                aria-pressed={g.follow}
                onClick={() => group.setFollow(!g.follow)}
              >
                {FOLLOW}
              </button>
            )}
            {role === 'teacher' && g.playing !== null && (
              <button type="button" className={headerButton} onClick={() => void group.letPlay(null)}>
                Everyone heard
              </button>
            )}
            <MusicModeSwitch room={room} state={state} group />
            <PracticePanel classId={classId} classRole={role} practice={practice} />
            <ToggleButton
              label="Video"
              icon="video"
              offIcon="videoOff"
              on={camera.videoOn}
              // The group room sends the camera's own tracks (the live room has no peer parts here).
              onChange={(on) => media.setVideo(on)}
            />
            <ToggleButton
              label="Audio"
              icon="mic"
              offIcon="micOff"
              on={camera.audioOn}
              onChange={(on) => media.setAudio(on)}
            />
            <button
              type="button"
              className="rounded-full bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-500"
              onClick={() => void leave()}
              disabled={g.phase === 'left'}
            >
              Leave Class
            </button>
          </div>
        </div>
      </header>

      <div className="relative flex min-h-0 flex-1 flex-col gap-2 overflow-auto p-2 sm:p-3">
        {g.phase === 'reconnecting' && (
          <div className="absolute inset-x-3 top-3 z-20">
            <RoomMessage tone="warning">{RECONNECTING}</RoomMessage>
          </div>
        )}
        {role === 'teacher' ? (
          <TeacherView
            group={group}
            feeds={g.feeds}
            muted={g.muted}
            playing={g.playing}
            spotlight={g.spotlight}
            large={g.spotlight ?? (g.follow ? g.speaker : null)}
          />
        ) : (
          <StudentView feeds={g.feeds} muted={g.muted} />
        )}
        <div className="flex justify-end">{mine}</div>
        {scoreOpen && (
          <Suspense
            fallback={
              <p className="absolute inset-0 z-30 bg-plum-100 p-6 text-plum-900">Loading the score…</p>
            }
          >
            <ScorePanel board={score} role={role} names={studentNames} />
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
      <NotesDialog classId={classId} open={notesOpen} onOpenChange={setNotesOpen} />
    </section>
  );
}

const captionOf = (f: GroupFeed) => `${f.name} (${f.role === 'teacher' ? 'Teacher' : 'Student'})`;

function TeacherView({
  group,
  feeds,
  muted,
  playing,
  spotlight,
  large: largeId,
}: {
  group: GroupRoom;
  feeds: GroupFeed[];
  muted: number[];
  playing: number | null;
  spotlight: number | null;
  /** Who is shown large: the spotlight, or who sounds while following. */
  large: number | null;
}) {
  const students = feeds.filter((f) => f.role === 'student');
  const large = students.find((f) => f.id === largeId) ?? null;
  const tile = (f: GroupFeed, size: GroupTileSize) => (
    <GroupTile
      key={f.id}
      stream={f.stream}
      label={captionOf(f)}
      caption={captionOf(f)}
      badge={playing === f.id ? 'Heard by all' : muted.includes(f.id) ? MUTED : null}
      size={size}
    >
      <button
        type="button"
        className={headerButton}
        aria-pressed={spotlight === f.id}
        aria-label={spotlight === f.id ? 'Back to grid' : `Spotlight ${f.name}`}
        onClick={() => group.setSpotlight(spotlight === f.id ? null : f.id)}
      >
        {spotlight === f.id ? 'Back to grid' : 'Spotlight'}
      </button>
      <button
        type="button"
        className={headerButton}
        disabled={!f.audioMid}
        aria-label={`${muted.includes(f.id) ? 'Unmute' : 'Mute'} ${f.name}`}
        onClick={() => void group.setMuted(f.id, !muted.includes(f.id))}
      >
        {muted.includes(f.id) ? 'Unmute' : 'Mute'}
      </button>
      <button
        type="button"
        className={headerButton}
        disabled={!f.audioMid || playing === f.id}
        aria-label={`Let play: ${f.name}`}
        onClick={() => void group.letPlay(f.id)}
      >
        Let play
      </button>
    </GroupTile>
  );
  if (students.length === 0)
    return <p className="p-6 text-center text-white/80">Waiting for the students...</p>;
  if (large)
    return (
      <>
        {tile(large, 'large')}
        <div className="flex shrink-0 gap-2 overflow-x-auto">
          {students.filter((f) => f !== large).map((f) => tile(f, 'small'))}
        </div>
      </>
    );
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
      {students.map((f) => tile(f, 'grid'))}
    </div>
  );
}

function StudentView({ feeds, muted }: { feeds: GroupFeed[]; muted: number[] }) {
  const teacher = feeds.find((f) => f.role === 'teacher');
  const others = feeds.filter((f) => f.role !== 'teacher');
  return (
    <>
      {teacher ? (
        <GroupTile
          stream={teacher.stream}
          label={captionOf(teacher)}
          caption={captionOf(teacher)}
          size="large"
        />
      ) : (
        <p className="flex-1 p-6 text-center text-white/80">Waiting for the teacher...</p>
      )}
      <div className="flex shrink-0 gap-2 overflow-x-auto">
        {others.map((f) => (
          <GroupTile
            key={f.id}
            stream={f.stream}
            label={captionOf(f)}
            caption={captionOf(f)}
            badge={muted.includes(f.id) ? MUTED : null}
            size="small"
          />
        ))}
      </div>
    </>
  );
}
