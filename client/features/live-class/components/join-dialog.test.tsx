import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JoinDialog } from './join-dialog.tsx';

describe('JoinDialog', () => {
  it('asks for the password of a class that has one, and shows the error', async () => {
    const onJoin = vi.fn();
    render(
      <JoinDialog
        batchName="Demo Voice Lesson"
        needsPassword
        joining={false}
        error="Password is required"
        onJoin={onJoin}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    await userEvent.type(screen.getByLabelText('Class password'), 'letmein');
    await userEvent.click(screen.getByRole('button', { name: 'Join Class' }));
    expect(onJoin).toHaveBeenCalledWith('letmein');
  });

  it('is a plain Join Class button otherwise, with Cancel', async () => {
    const onCancel = vi.fn();
    render(
      <JoinDialog
        batchName="Demo"
        needsPassword={false}
        joining={false}
        error={null}
        onJoin={() => {}}
        onCancel={onCancel}
      />,
    );
    expect(screen.queryByLabelText('Class password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
