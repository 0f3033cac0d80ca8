import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyClass } from '../../../../common/schemas/classes.ts';
import { mockApi, renderWithQuery } from '../../../test/render-with-query.tsx';
import { MyClasses } from './my-classes.tsx';

const cls = (id: number, with_name: string, with_avatar_url: string | null): MyClass => ({
  id,
  batch_name: `Batch ${id}`,
  class_date: '2026-01-02',
  class_time: '10:00',
  duration_minutes: 45,
  status: 'scheduled',
  with_name,
  with_avatar_url,
  is_active: false,
  attended: false,
});

describe('MyClasses', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows beside each class the other party's photo, or their initials when they have none", async () => {
    mockApi({
      '/api/my_classes': {
        result: true,
        Today: [cls(1, 'Asha Rao', '/api/avatars/9?v=v1')],
        Upcoming: [cls(2, 'Vikram Iyer', null)],
        Past: [],
      },
    });
    renderWithQuery(<MyClasses withLabel="student" pastTitle="Completed classes" todayAction={() => null} />);
    const today = (await screen.findByText('Batch 1')).closest('li') as HTMLElement;
    const photo = within(today).getByRole('img', { name: 'Asha Rao' });
    expect(photo).toHaveAttribute('src', '/api/avatars/9?v=v1');
    expect(photo).toHaveAttribute('width', '40');
    expect(within(today).getByText(/student Asha Rao/)).toBeInTheDocument();
    const upcoming = screen.getByText('Batch 2').closest('li') as HTMLElement;
    expect(within(upcoming).getByRole('img', { name: 'Vikram Iyer' })).toHaveTextContent('VI');
  });
});
