import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupStatus } from '../../../../common/schemas/admin-backups.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { BackupStatusLine } from './backup-status-line.tsx';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const status = (over: Partial<BackupStatus> = {}): BackupStatus => ({
  scheduled: true,
  everyHours: 24,
  keep: 7,
  lastSuccess: { at: ago(3), file: 'music-school-backup-x.tar', bytes: 43_000_000, seconds: 12 },
  lastFailure: null,
  ...over,
});

async function lineFor(reply: BackupStatus) {
  mockApi({ 'GET /api/admin/backups': () => reply });
  renderWithQuery(<BackupStatusLine />);
  return screen.findByRole('status');
}

describe('BackupStatusLine', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the last backup, its size and the schedule', async () => {
    const s = status();
    const line = await lineFor(s);
    expect(line).toHaveTextContent(
      `Last backup ${formatDateTime(s.lastSuccess?.at ?? '')} (41 MB); every 24 hours, the newest 7 kept.`,
    );
    expect(line).not.toHaveClass('text-red-700');
  });

  it('shows a failure since the last success in red, with its reason', async () => {
    const failedAt = ago(1);
    const line = await lineFor(
      status({ lastFailure: { at: failedAt, message: 'EACCES: permission denied' } }),
    );
    expect(line).toHaveTextContent(
      `The last backup failed ${formatDateTime(failedAt)}: EACCES: permission denied. Last backup`,
    );
    expect(line).toHaveClass('text-red-700');
  });

  it('says when backups are off', async () => {
    const off = await lineFor(status({ scheduled: false, lastSuccess: null }));
    expect(off).toHaveTextContent('Scheduled backups are off: BACKUP_DIR is not set on the server.');
  });

  it('says when the last backup is more than twice its interval old', async () => {
    const s = status({ lastSuccess: { at: ago(50), file: 'x.tar', bytes: 2048, seconds: 1 } });
    const line = await lineFor(s);
    expect(line).toHaveTextContent(
      `Last backup ${formatDateTime(s.lastSuccess?.at ?? '')} (2.0 KB), overdue;`,
    );
    expect(line).toHaveClass('text-red-700');
  });

  it('says when no backup is made yet', async () => {
    expect(await lineFor(status({ lastSuccess: null }))).toHaveTextContent(
      'No backup yet; every 24 hours, the newest 7 kept.',
    );
  });
});
