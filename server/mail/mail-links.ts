import type { School } from '../../common/school.ts';

// Links the school's mails share.

/** The dashboard (requests answered, lessons changed, invoices and receipts downloaded). */
export const dashboardLink = (school: School) =>
  /^https?:\/\//.test(school.dashboardUrl) ? school.dashboardUrl : `${school.siteUrl}${school.dashboardUrl}`;
