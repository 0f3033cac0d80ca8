export type LiveRouteOptions = {
  /** The school's time zone: a class is open on its day there. */
  timeZone: string;
  /** Join-password attempts per user and minute. */
  passwordPerMinute: number;
};
