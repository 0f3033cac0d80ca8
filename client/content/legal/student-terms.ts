import type { LegalSection } from './legal-section.ts';

export const TERMS_INTRO =
  'These terms apply to every student of the academy, online and on campus. Please read them before you pay and apply; for students under 18, a parent or guardian accepts them on the student’s behalf.';

/** The 20 sections of the student terms (their figures are the school's: fees, notice periods, refunds). */
export const STUDENT_TERMS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    paragraphs: [
      'By submitting the admission form and paying the course fee, you confirm that you have read, understood and accepted these terms and the course policies shown on each course page.',
    ],
  },
  {
    id: 'admission',
    title: 'Admission and Enrolment',
    items: [
      'Admission follows five steps: read these terms, complete the payment and take a screenshot, fill in the application form and attach the screenshot, collect your invoice from the academy, and start learning.',
      'The minimum age for admission is 5 years.',
      'Your place is confirmed once the academy has verified your payment and application.',
      'The details you give in the application must be true and complete.',
    ],
  },
  {
    id: 'plans',
    title: 'Course Plans and Sessions',
    items: [
      'Crash Course: 10 sessions over 5 to 10 weeks, 60 minutes each, online solo 1-1. It is not offered for Music Production, the Dual Program or the All-in-One Program.',
      'Quarter Course: 24 sessions over 3 to 6 months (Music Production 36; Dual Program 48, 24 per subject; All-in-One Program 72, 24 per subject).',
      'Certification Course: 48 sessions over 6 months to 1 year (Music Production 72; Dual Program 96, 48 per subject; All-in-One Program 144, 48 per subject).',
      'Class sessions last 50 to 60 minutes.',
      'Every plan includes extra study materials, a daily class update, class recordings and 24x7 chat support.',
    ],
  },
  {
    id: 'fees',
    title: 'Fees and Payment',
    items: [
      'Course fees are paid in full before the first class, in cash at the academy or online.',
      'Keep your payment screenshot and attach it to your application; your invoice is collected from the academy.',
      'Examination fees of the external certification bodies are separate from course fees.',
      'Bank details are given on request by call, e-mail or messaging chat.',
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    items: [
      'Course fees are not refundable once the course has started, except where these terms say otherwise.',
      'Changing to a lower-fee subject does not entitle you to a refund of the difference.',
      'A student removed from a course for misconduct receives no refund.',
    ],
  },
  {
    id: 'attendance',
    title: 'Class Schedule and Attendance',
    items: [
      'Log in 5 minutes before your class so that it can start on time.',
      'If you are more than 20 minutes late, the class may be counted as a missed class.',
      'Classes missed without notice are forfeited and are not rescheduled.',
    ],
  },
  {
    id: 'rescheduling',
    title: 'Rescheduling Classes',
    items: [
      'Please ask to reschedule with 24 hours’ notice. A request made later is accepted only if it reaches us at least 6 hours before the class and a teacher is available.',
      'You may reschedule at most 2 classes per month.',
      'Rescheduled classes are booked at a time your teacher has free.',
    ],
  },
  {
    id: 'cancellations',
    title: 'Cancellations by the Student',
    items: [
      'A class cancelled less than 1 hour before it starts counts as a completed class.',
      'A class cancelled within 30 minutes before it starts is also marked absent and cannot be rescheduled.',
    ],
  },
  {
    id: 'academy-cancellations',
    title: 'Classes Cancelled by the Academy',
    paragraphs: [
      'If the academy or your teacher cancels a class, it is rescheduled free of charge at a time that suits you and your teacher.',
    ],
  },
  {
    id: 'grace-period',
    title: 'Grace Period',
    paragraphs: [
      'Each course comes with a 30-day grace period, usable once per course, for illness, examinations, travel or other reasons that keep you from classes. Ask for it in writing; your remaining sessions are kept for you and resume when the grace period ends.',
    ],
  },
  {
    id: 'change-of-subject',
    title: 'Change of Subject',
    items: [
      'You may change your subject only within the first 25% of the course duration, unless there are medical or other exceptional reasons.',
      'Changing to a lower-fee subject: no refund of the difference.',
      'Changing to a higher-fee subject: the extra deposit is paid before the change takes effect.',
    ],
  },
  {
    id: 'multi-subject',
    title: 'Dual and All-in-One Programs',
    items: [
      'Subject combinations for the Dual Program (any two) and the All-in-One Program (any three) need the academy’s approval in advance.',
      'Music Production, the Dual Program and the All-in-One Program cannot be chosen as subjects within other multi-subject courses.',
    ],
  },
  {
    id: 'certification',
    title: 'Examinations and Certification',
    items: [
      'The Certification Course prepares you for graded examinations of external certification bodies; the Crash and Quarter Courses do not include certification.',
      'Examination entry, dates and results are set by the certification body; exam fees are paid separately.',
    ],
  },
  {
    id: 'online-classes',
    title: 'Online Classes and Equipment',
    items: [
      'For online classes you need a stable internet connection and a device with a working camera, microphone and speakers or headphones.',
      'Instrument courses require your own instrument for practice and classes.',
      'Join from a quiet, well-lit place so that your teacher can see and hear you clearly.',
    ],
  },
  {
    id: 'recordings',
    title: 'Class Recordings and Study Materials',
    paragraphs: [
      'Class recordings and study materials are for your own learning. Do not share, publish or sell them; they remain the property of the academy and its teachers.',
    ],
  },
  {
    id: 'code-of-conduct',
    title: 'Code of Conduct',
    items: [
      'Treat teachers, staff and fellow students with respect, online and on campus.',
      'Look after the academy’s instruments, studios and practice area.',
      'Misconduct may lead to removal from the course without refund.',
    ],
  },
  {
    id: 'safety',
    title: 'Safety and Supervision',
    paragraphs: [
      'Parents or guardians are responsible for supervising students under 18 before and after on-campus classes, and are welcome to be present during online classes.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and Personal Data',
    paragraphs: [
      'We use your personal details only to run your course, keep you informed and meet our legal duties. We never sell them. You may ask to see or correct the details we hold about you.',
    ],
  },
  {
    id: 'communication',
    title: 'Communication and Support',
    paragraphs: [
      'Our team answers by phone and e-mail during business hours (IST): Monday to Friday 8:00 am to 8:00 pm, Saturday 10:00 am to 7:00 pm and Sunday 12:00 PM to 5:00 PM. Chat support is available 24x7.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    paragraphs: [
      'The academy may update these terms. Changes apply from the date they are published on this page; the version that applied when you enrolled governs any course already under way, unless you agree otherwise.',
    ],
  },
];
