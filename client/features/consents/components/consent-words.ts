import type { ConsentItem } from '../../../../common/schemas/consents.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/** What is deleted when a consent to keeping it is withheld. */
const KEPT: Record<string, string> = {
  recording: 'Recordings already made',
  practice_takes: 'Practice takes already sent',
};

/** Where a consent stands, in words: who chose and when, or that none was chosen. */
export function consentStanding(item: ConsentItem): string {
  const by =
    item.given_by_name && item.given_at ? ` by ${item.given_by_name}, ${formatDateTime(item.given_at)}` : '';
  switch (item.status) {
    case 'given':
      return `Allowed${by}`;
    case 'withheld':
      return `Not allowed${by}`;
    case 'not_given':
      return 'Not given yet: nothing is done until it is allowed';
    case 'assumed':
      return 'Allowed (no choice made yet)';
  }
}

/** For a withheld consent to what is kept: when that goes, so the family can download it first. */
export function consentDeletion(item: ConsentItem): string | null {
  const what = KEPT[item.kind];
  if (!item.deletes_at || !what) return null;
  return `${what} are deleted on ${formatDateTime(item.deletes_at)}; download them from the dashboard before then.`;
}
