import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../test/builders.ts';
import { mockApi, renderWithQuery } from '../test/render-with-query.tsx';
import { StudentNotice } from './student-notice.tsx';

const profileAnswer = (mustChangePassword: boolean) => ({ profile: profile({ id: 9, mustChangePassword }) });
const activeClass = {
  result: true,
  hasActiveClass: true,
  Class: {
    id: 7,
    batch_name: 'Evening Sitar',
    class_date: '2026-01-02',
    class_time: '18:00',
    starts_at: '2026-01-02T12:30:00.000Z',
    when_label: 'Fri 2 Jan 2026, 18:00 India time',
    duration_minutes: 45,
    teacher_name: 'Ravi Shankar',
    teacher_avatar_url: null,
    has_password: false,
  },
};

describe('StudentNotice', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the Join prompt of a student whose password is their own', async () => {
    mockApi({ '/api/user/profile': profileAnswer(false), '/api/get_student_active_class.php': activeClass });
    renderWithQuery(<StudentNotice studentId="9" />);
    expect(await screen.findByRole('link', { name: 'Join class' })).toHaveAttribute('href', '/live-class/7');
  });

  it('makes no class check while an admin-set password must be replaced', async () => {
    const fetch = mockApi({
      '/api/user/profile': profileAnswer(true),
      '/api/get_student_active_class.php': activeClass,
    });
    renderWithQuery(<StudentNotice studentId="9" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const paths = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual(['/api/user/profile']);
    expect(screen.queryByRole('link', { name: 'Join class' })).toBeNull();
  });
});
