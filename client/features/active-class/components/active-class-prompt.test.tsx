import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActiveClass } from '../../../../common/schemas/classes.ts';
import { mockApi, renderWithQuery } from '../../../test/render-with-query.tsx';
import { ActiveClassPrompt } from './active-class-prompt.tsx';

const active: ActiveClass = {
  id: 7,
  batch_name: 'Evening Sitar',
  class_date: '2026-01-02',
  class_time: '18:00',
  starts_at: '2026-01-02T12:30:00.000Z',
  when_label: 'Fri 2 Jan 2026, 12:30 London time (18:00 in India)',
  duration_minutes: 45,
  teacher_name: 'Ravi Shankar',
  teacher_avatar_url: '/api/avatars/4?v=v2',
  has_password: false,
};
const answer = (Class: ActiveClass) => ({ result: true, hasActiveClass: true, Class });

describe('ActiveClassPrompt', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the teacher's photo beside the class, or their initials without one", async () => {
    mockApi({ '/api/get_student_active_class.php': answer(active) });
    renderWithQuery(<ActiveClassPrompt studentId="9" />);
    const photo = await screen.findByRole('img', { name: 'Ravi Shankar' });
    expect(photo).toHaveAttribute('src', '/api/avatars/4?v=v2');
    expect(screen.getByRole('link', { name: 'Join class' })).toHaveAttribute('href', '/live-class/7');
    cleanup();

    mockApi({ '/api/get_student_active_class.php': answer({ ...active, teacher_avatar_url: null }) });
    renderWithQuery(<ActiveClassPrompt studentId="9" />);
    expect(await screen.findByRole('img', { name: 'Ravi Shankar' })).toHaveTextContent('RS');
  });

  it("says when the class is on the student's own clock, the teacher's in brackets", async () => {
    mockApi({ '/api/get_student_active_class.php': answer(active) });
    renderWithQuery(<ActiveClassPrompt studentId="9" />);
    expect(await screen.findByRole('region', { name: 'Your class is on now' })).toHaveTextContent(
      'Your class is on now: Evening Sitar with Ravi Shankar, Fri 2 Jan 2026, 12:30 London time (18:00 in India)',
    );
  });
});
