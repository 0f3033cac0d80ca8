import { formatSize } from '../../../../common/format-size.ts';
import type { BackupStatus } from '../../../../common/schemas/admin-backups.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useBackupStatus } from '../api/backups-api.ts';

const HOUR = 3_600_000;

/** What the admins read of the scheduled backup: one sentence, in red when it needs someone. */
function backupStatusText(s: BackupStatus, now = Date.now()): { text: string; trouble: boolean } {
  if (!s.scheduled)
    return { text: 'Scheduled backups are off: BACKUP_DIR is not set on the server.', trouble: true };
  const schedule = `every ${s.everyHours === 1 ? 'hour' : `${s.everyHours} hours`}, the newest ${s.keep} kept`;
  const last = s.lastSuccess
    ? `Last backup ${formatDateTime(s.lastSuccess.at)} (${formatSize(s.lastSuccess.bytes)})`
    : 'No backup yet';
  const failed =
    s.lastFailure && (!s.lastSuccess || s.lastFailure.at > s.lastSuccess.at) ? s.lastFailure : null;
  if (failed)
    return {
      text: `The last backup failed ${formatDateTime(failed.at)}: ${failed.message}. ${last}; ${schedule}.`,
      trouble: true,
    };
  const overdue = !!s.lastSuccess && now - Date.parse(s.lastSuccess.at) > 2 * s.everyHours * HOUR;
  return { text: `${last}${overdue ? ', overdue' : ''}; ${schedule}.`, trouble: overdue };
}

/** A line above the admin's sections: the scheduled backup's last success, or its failure. */
export function BackupStatusLine() {
  const { data } = useBackupStatus();
  if (!data) return null;
  const { text, trouble } = backupStatusText(data);
  return (
    <p role="status" className={`mb-4 text-sm ${trouble ? 'font-medium text-red-700' : 'text-slate-600'}`}>
      {text}
    </p>
  );
}
