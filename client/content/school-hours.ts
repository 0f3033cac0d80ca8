// Support hours in IST as the home page reads them (the contact page gives
// a second reading of Sunday).
export const HOME_SUPPORT_HOURS: readonly { days: string; hours: string }[] = [
  { days: 'Monday to Friday', hours: '8:00 am to 8:00 pm' },
  { days: 'Saturday', hours: '10:00 am to 7:00 pm' },
  { days: 'Sunday', hours: '12:00 am to 5:00 pm' },
];
