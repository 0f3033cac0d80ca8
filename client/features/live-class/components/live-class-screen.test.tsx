import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveClassScreen } from './live-class-screen.tsx';

const live = (data: unknown, message = '') =>
  new Response(JSON.stringify({ success: true, data, message }), {
    headers: { 'content-type': 'application/json' },
  });

function renderScreen(
  classId: string | undefined,
  fetchImpl: (url: string) => Promise<Response>,
  { peerConnection = true } = {},
) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  // jsdom has no WebRTC: a stand-in, or none for the browser that cannot hold a lesson.
  vi.stubGlobal('RTCPeerConnection', peerConnection ? class {} : undefined);
  render(
    <MemoryRouter>
      <LiveClassScreen classId={classId} />
    </MemoryRouter>,
  );
}

const classInfo = {
  id: 4,
  batch_name: 'Asha&#039;s Piano',
  class_date: '2026-01-01',
  class_time: '10:00',
  starts_at: '2026-01-01T04:30:00.000Z',
  when_label: 'Thu 1 Jan 2026, 04:30 London time (10:00 in India)',
  is_started: false,
  is_completed: false,
  requires_password: false,
  teacher_name: 'Ravi Shankar',
  teacher_avatar_url: null,
  student_name: 'Asha Rao',
  student_avatar_url: null,
};

/** CHECK_CLASS_ACCESS letting the student of class 4 in, the password not yet asked. */
const allowedStudent = () =>
  live({ access: 'allowed', class: classInfo, user_id: 9, user_role: 'student', password_verified: false });

afterEach(() => vi.unstubAllGlobals());

describe('LiveClassScreen', () => {
  it('says the class id is invalid without asking the server', async () => {
    renderScreen('undefined', async () => live({}));
    expect(await screen.findByRole('heading', { name: 'Invalid class ID' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the access check failed when the call fails', async () => {
    renderScreen('4', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Failed to check class access' })).toBeInTheDocument();
  });

  it('shows the completed class with Go Home', async () => {
    renderScreen('4', async () =>
      live({
        access: 'completed',
        class: classInfo,
        user_id: 9,
        user_role: 'student',
        password_verified: false,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Class Completed' })).toBeInTheDocument();
    expect(
      screen.getByText('This class has already been completed. Please join another class.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('denies anyone else with the spec text', async () => {
    renderScreen('4', async () =>
      live({ access: 'not_authorized', class: null, user_id: 9, user_role: null, password_verified: false }),
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are not authorized to join this class. Please join a class you are authorized for.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to join, with the batch name decoded and no password for a class without one', async () => {
    renderScreen('4', async (url) =>
      url.includes('live_settings')
        ? new Response(JSON.stringify({ ice_servers: [], transport: 'push' }))
        : allowedStudent(),
    );
    expect(await screen.findByRole('button', { name: 'Join Class' })).toBeInTheDocument();
    expect(screen.getByText("Asha's Piano")).toBeInTheDocument();
    expect(screen.getByText('Thu 1 Jan 2026, 04:30 London time (10:00 in India)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Class password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('offers the sound check before joining; a browser with no camera still lets the user join', async () => {
    renderScreen('4', async (url) =>
      url.includes('live_settings')
        ? new Response(JSON.stringify({ ice_servers: [], transport: 'push' }))
        : allowedStudent(),
    );
    expect(
      await screen.findByText(/This browser cannot use a camera or microphone on this page/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Microphone')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test sound' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Class' })).toBeEnabled();
  });

  it('says so before the join dialog when the browser has no RTCPeerConnection, Go Home still there', async () => {
    renderScreen('4', async () => allowedStudent(), { peerConnection: false });
    expect(await screen.findByRole('heading', { name: 'Live lessons cannot run here' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This browser cannot hold live lessons. Open this page in a current Chrome, Edge, Firefox or Safari.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Class' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('still says Access Denied first to someone not in the class', async () => {
    renderScreen(
      '4',
      async () =>
        live({
          access: 'not_authorized',
          class: null,
          user_id: 9,
          user_role: null,
          password_verified: false,
        }),
      { peerConnection: false },
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
