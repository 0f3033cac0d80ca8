import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../lib/store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import type { GroupRoom, GroupRoomState, LiveRoom, MediaDevicesController } from '../rtc/lesson-core.ts';
import type { MediaState } from '../rtc/media-devices.ts';
import { INITIAL_ROOM_STATE } from '../rtc/room-state.ts';
import { GroupRoomView } from './group-room-view.tsx';

// The room on Janus is not the subject here: a group lesson on, with no one else in it yet.
const live: GroupRoomState = {
  phase: 'live',
  me: null,
  feeds: [],
  muted: [],
  playing: null,
  spotlight: null,
  error: null,
};
vi.mock('../hooks/use-group-room.ts', () => ({
  useGroupRoom: () => ({ group: {} as GroupRoom, state: live }),
}));

afterEach(() => vi.unstubAllGlobals());

function renderRoom(role: 'teacher' | 'student') {
  const media = createStore<MediaState>({
    camera: null,
    screen: null,
    videoOn: true,
    audioOn: true,
    error: null,
  });
  renderWithQuery(
    <GroupRoomView
      classId="12"
      room={{} as LiveRoom}
      state={{ ...INITIAL_ROOM_STATE, role, group: true, batchName: 'Theory batch' }}
      media={media as unknown as MediaDevicesController}
      onLeft={() => {}}
    />,
  );
}

describe('GroupRoomView', () => {
  it.each(['teacher', 'student'] as const)(
    "opens the lesson's whiteboard notes from the header for the %s",
    async (role) => {
      const calls = mockApi({
        'GET /api/white_board.php': () => ({
          success: true,
          data: { notes_content: 'Sa Re Ga, slower', updated_at: null },
          message: 'Notes loaded',
        }),
      });
      renderRoom(role);
      await userEvent.click(screen.getByRole('button', { name: 'Whiteboard' }));
      const dialog = await screen.findByRole('dialog', { name: 'Whiteboard Notes' });
      expect(await within(dialog).findByDisplayValue('Sa Re Ga, slower')).toBeInTheDocument();
      expect(calls.map((c) => [c.path, c.query.get('class_id')])).toEqual([['/api/white_board.php', '12']]);
    },
  );
});
