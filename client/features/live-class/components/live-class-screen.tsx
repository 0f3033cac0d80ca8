import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { school } from '../../../lib/school.ts';
import { useTabTitle } from '../../../lib/use-tab-title.ts';
import { useLiveRoom } from '../hooks/use-live-room.ts';
import { DeviceCheckPanel } from './device-check-panel.tsx';
import { displayBatchName } from './format.ts';
import { GroupRoomView } from './group-room-view.tsx';
import { JoinDialog } from './join-dialog.tsx';
import { LessonEndScreen } from './lesson-end-screen.tsx';
import { RoomView } from './room-view.tsx';
import { StatusScreen } from './status-screen.tsx';

const INVALID_ID = 'Invalid class ID';
const ACCESS_FAILED = 'Failed to check class access';
const COMPLETED = 'This class has already been completed. Please join another class.';
const CANNOT_HOLD = 'Live lessons cannot run here';
const OTHER_BROWSER =
  'This browser cannot hold live lessons. Open this page in a current Chrome, Edge, Firefox or Safari.';
const NOT_AUTHORIZED =
  'You are not authorized to join this class. Please join a class you are authorized for.';

type Props = {
  classId: string | undefined;
  /** What the teacher does once they have left (the lesson's note), on the end screen; without it they go to the dashboard. */
  afterLesson?: (classId: number) => ReactNode;
};

/** /live-class/{classId} after sign-in: access check, join dialog, room, and the teacher's end screen. */
export function LiveClassScreen({ classId, afterLesson }: Props) {
  const { room, state, devices, media, score } = useLiveRoom(classId);
  const navigate = useNavigate();
  const [ended, setEnded] = useState(false);
  useTabTitle(state.batchName === null ? null : displayBatchName(state.batchName));
  const onLeft = (role: 'teacher' | 'student') => {
    // The teacher's dashboard is another application (DASHBOARD_URL); the student goes home.
    if (role === 'student') navigate('/');
    else if (afterLesson) setEnded(true);
    else window.location.assign(school.dashboardUrl);
  };

  if (ended && afterLesson) return <LessonEndScreen>{afterLesson(Number(classId))}</LessonEndScreen>;

  switch (state.stage) {
    case 'loading':
      return <StatusScreen title="Loading..." />;
    case 'invalid':
      return <StatusScreen title={INVALID_ID} goHome />;
    case 'error':
      return <StatusScreen title={ACCESS_FAILED} goHome />;
    case 'completed':
      return (
        <StatusScreen title="Class Completed" goHome>
          {COMPLETED}
        </StatusScreen>
      );
    case 'denied':
      return (
        <StatusScreen title="Access Denied" goHome>
          {state.deniedMessage ?? NOT_AUTHORIZED}
        </StatusScreen>
      );
    case 'unsupported':
      return (
        <StatusScreen title={CANNOT_HOLD} goHome>
          {OTHER_BROWSER}
        </StatusScreen>
      );
    case 'join':
      return (
        <JoinDialog
          batchName={displayBatchName(state.batchName)}
          whenLabel={state.whenLabel}
          needsPassword={state.needsPassword}
          joining={state.joining}
          error={state.joinError}
          onJoin={(password) => void room.join(password)}
          onCancel={() => navigate('/')}
          deviceCheck={<DeviceCheckPanel devices={devices} media={media} preview />}
        />
      );
    case 'room':
      if (state.group)
        return (
          <GroupRoomView
            classId={classId as string}
            room={room}
            state={state}
            media={media}
            score={score}
            onLeft={onLeft}
          />
        );
      return room.parts ? (
        <RoomView
          classId={classId as string}
          room={room}
          parts={room.parts}
          devices={devices}
          score={score}
          state={state}
          onLeft={onLeft}
        />
      ) : null;
  }
}
