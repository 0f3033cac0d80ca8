/** Business hours as the contact page gives them (the home page has its own reading). */
export const CONTACT_PAGE_HOURS: readonly { days: string; hours: string }[] = [
  { days: 'Monday to Friday', hours: '8:00 am to 8:00 pm' },
  { days: 'Saturday', hours: '10:00 am to 7:00 pm' },
  { days: 'Sunday', hours: '12:00 PM to 5:00 PM' },
];
