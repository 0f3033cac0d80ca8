/** The student course policies shown on every course page, with the terms they summarise. */
export const COURSE_POLICIES: readonly {
  title: string;
  termsAnchor: string;
  linkLabel: string;
  items: readonly string[];
}[] = [
  {
    title: 'Scheduling and Attendance',
    termsAnchor: 'rescheduling',
    linkLabel: 'Read the rescheduling terms',
    items: [
      'Reschedule requests must reach us at least 6 hours before the class.',
      'A cancellation within 30 minutes before class counts as absent and cannot be rescheduled.',
      'Classes missed without notice are forfeited.',
      'Classes cancelled by the academy are rescheduled free of charge.',
    ],
  },
  {
    title: 'Changing Subjects',
    termsAnchor: 'change-of-subject',
    linkLabel: 'Read the subject change terms',
    items: [
      'Subject changes are allowed only within the first 25% of the course duration, unless for medical or exceptional reasons.',
      'Changing to a lower-fee subject: no refund of the difference.',
      'Changing to a higher-fee subject: the extra deposit is paid before the change.',
      'Music Production, the Dual Program and the All-in-One Program cannot be chosen as subjects within other multi-subject courses.',
      'Dual and All-in-One subject combinations need the academy’s pre-approval.',
    ],
  },
  {
    title: 'Fees and Conduct',
    termsAnchor: 'fees',
    linkLabel: 'Read the fees and conduct terms',
    items: [
      'Examination fees of the certification bodies are separate from course fees.',
      'Misconduct may lead to removal from the course without refund.',
    ],
  },
];
