import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { classList, people, refusal } from '../test/admin-class-builders.ts';
import { AdminClassesPanel } from './admin-classes-panel.tsx';

const OFF =
  'Group classes are off: they need a Janus media server (set JANUS_URL, JANUS_ADMIN_URL, JANUS_API_SECRET and JANUS_ADMIN_SECRET)';

describe('New group class', () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends the teacher, the students ticked and the series' fields, and shows a refusal in its words", async () => {
    const calls = mockApi({
      'GET /api/admin/classes': () => classList([]),
      'GET /api/admin/users': people,
      'POST /api/admin/group_classes': () => refusal(409, OFF),
    });
    renderWithQuery(<AdminClassesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'New group class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group class' });
    const w = within(dialog);
    await userEvent.type(await w.findByLabelText('Batch name'), 'Theory batch');
    await userEvent.selectOptions(w.getByLabelText('Teacher'), 'Asha Rao (asha@example.com)');
    await userEvent.click(w.getByRole('checkbox', { name: 'Ravi Kumar' }));
    await userEvent.click(w.getByRole('checkbox', { name: 'Mira Shah' }));
    await userEvent.click(w.getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.type(w.getByLabelText('Start time (school time)'), '18:00');
    await userEvent.clear(w.getByLabelText('First lesson'));
    await userEvent.type(w.getByLabelText('First lesson'), '2026-03-03');
    await userEvent.type(w.getByLabelText('Number of lessons'), '4');
    await userEvent.click(w.getByRole('button', { name: 'Create group class' }));

    expect(await w.findByRole('alert')).toHaveTextContent(OFF);
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/group_classes');
    expect(sent?.body).toMatchObject({
      teacherId: 11,
      studentIds: [21, 22],
      weekdays: [2],
      startTime: '18:00',
    });
    expect(w.getByLabelText('Batch name')).toHaveValue('Theory batch');
  });
});
