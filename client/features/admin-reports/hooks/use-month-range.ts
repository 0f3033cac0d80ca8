import { useState } from 'react';
import {
  addMonths,
  monthIndex,
  REPORT_MAX_MONTHS,
  REPORT_TEXT,
} from '../../../../common/schemas/admin-reports.ts';
import type { MonthRange } from '../api/reports-api.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const thisMonth = () => new Date().toISOString().slice(0, 7);

export type MonthRangeState = {
  from: string;
  to: string;
  setFrom(month: string): void;
  setTo(month: string): void;
  /** The range to ask for, or null while it is not a valid one. */
  range: MonthRange | null;
  /** What is wrong with the range, in the server's words. */
  error: string | null;
};

/** A report's months, from and to: the last twelve at first, at most REPORT_MAX_MONTHS. */
export function useMonthRange(): MonthRangeState {
  const [to, setTo] = useState(thisMonth);
  const [from, setFrom] = useState(() => addMonths(thisMonth(), -11));
  const error =
    !MONTH.test(from) || !MONTH.test(to)
      ? REPORT_TEXT.badMonth
      : to < from
        ? REPORT_TEXT.toBeforeFrom
        : monthIndex(to) - monthIndex(from) >= REPORT_MAX_MONTHS
          ? REPORT_TEXT.tooLong
          : null;
  return { from, to, setFrom, setTo, range: error ? null : { from, to }, error };
}
