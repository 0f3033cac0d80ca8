import type { FeePolicy } from '../../common/fees/fee-policy.ts';
import type { AppConfig } from '../config.ts';
import type { SchoolOnInvoice } from '../db/schema.ts';

/** What every money call needs to know of the school: its fee rules, clock, and what invoices print. */
export type FeeContext = {
  policy: FeePolicy;
  /** The school's zone: its dates (issue, due, paid) and financial years are days there. */
  timeZone: string;
  school: SchoolOnInvoice;
  /** OWN_MAIL_AGE: from when a student with guardians also gets the fee mails. */
  ownMailAge: number;
};

export const feeContextOf = (config: AppConfig): FeeContext => ({
  policy: config.feePolicy,
  timeZone: config.timeZone,
  ownMailAge: config.ownMailAge,
  school: {
    name: config.school.name,
    address: config.school.address,
    taxId: config.feePolicy.taxId,
    upiId: config.school.payments[0]?.id ?? null,
  },
});
