import type { LegalSection } from './legal-section.ts';

export const TEACHER_POLICY_INTRO = [
  'Our teachers are the heart of the academy. This policy sets out what we expect of every teacher, online and on campus, and what teachers can expect from us, so that every student receives consistent, caring and professional teaching.',
  'It applies to all full-time, part-time and visiting teachers from their first day, including the probation period.',
];

/** The 20 sections of the teacher policy (their figures are the school's: pay, notice periods). */
export const TEACHER_POLICY: readonly LegalSection[] = [
  {
    id: 'scope',
    title: 'Scope and Agreement',
    paragraphs: [
      'This policy forms part of every teacher’s engagement with the academy, together with the student terms and conditions, which teachers are expected to know and apply.',
    ],
  },
  {
    id: 'probation',
    title: 'Probation Period',
    paragraphs: [
      'Every new teacher completes a probation period of 3 months. During probation the academy reviews teaching quality, punctuality, student feedback and adherence to this policy before confirming the engagement.',
    ],
  },
  {
    id: 'professional-conduct',
    title: 'Professional Conduct',
    items: [
      'Treat students, parents, colleagues and staff with courtesy and respect.',
      'Dress appropriately and keep language professional in every class and message.',
      'Do not offer private lessons to academy students outside the academy.',
    ],
  },
  {
    id: 'punctuality',
    title: 'Punctuality and Class Readiness',
    items: [
      'Log in at least 5 minutes before each online class, with camera, microphone and materials ready.',
      'Start and end classes on time; each session lasts 50 to 60 minutes, and the Crash Course sessions 60 minutes.',
      'If a student is more than 20 minutes late, inform the academy so the class can be recorded as missed where the student terms allow.',
    ],
  },
  {
    id: 'cancellations',
    title: 'Class Cancellations and Rescheduling',
    subsections: [
      {
        title: 'Monthly limit',
        paragraphs: ['A teacher may cancel or reschedule at most 4 classes per month.'],
      },
      {
        title: 'Notice',
        paragraphs: [
          'Give 24 hours’ notice of any cancellation or reschedule. Where that is impossible, notice must reach the academy and the student at least 6 hours before the class.',
        ],
      },
      {
        title: 'Make-up classes',
        paragraphs: [
          'Classes cancelled by a teacher are rescheduled free of charge for the student, at a time agreed with the student.',
        ],
      },
    ],
  },
  {
    id: 'leave',
    title: 'Leave',
    subsections: [
      {
        title: 'Short leave',
        paragraphs: [
          'Leave of up to 3 consecutive days is requested as early as possible, with the notice that class cancellations need.',
        ],
      },
      {
        title: 'Long leave',
        paragraphs: [
          'Leave of more than 3 consecutive days is long leave and needs 2 weeks’ written notice, so that the academy can arrange cover or reschedule classes.',
        ],
      },
      {
        title: 'Emergencies',
        paragraphs: [
          'In a genuine emergency, inform the academy at once; the academy will arrange cover and inform students.',
        ],
      },
    ],
  },
  {
    id: 'lesson-planning',
    title: 'Lesson Planning and Curriculum',
    items: [
      'Follow the academy’s curriculum for each plan and personalise it for Quarter and Certification students.',
      'Plan each class in advance, with clear goals and practice work for the student.',
    ],
  },
  {
    id: 'assessments',
    title: 'Assignments, Tests and Results',
    subsections: [
      {
        title: 'Setting work',
        paragraphs: ['Set assignments and tests as the student’s plan provides.'],
      },
      {
        title: 'Results',
        paragraphs: ['Upload assessment results to the student dashboard within 48 hours of the assessment.'],
      },
    ],
  },
  {
    id: 'reports',
    title: 'Progress Reports and Daily Class Updates',
    items: [
      'Write a short daily class update after every class: what was covered and what to practise.',
      'Prepare progress reports for Quarter and Certification students when they fall due.',
    ],
  },
  {
    id: 'examinations',
    title: 'Examination Preparation',
    paragraphs: [
      'Prepare Certification students for the graded examinations of the external certification bodies, and tell the academy in good time when a student is ready to enter.',
    ],
  },
  {
    id: 'recordings-notes',
    title: 'Class Recordings and Notes',
    items: [
      'Classes may be recorded for the student’s review; recordings are never shared outside the academy.',
      'Use the whiteboard notes of the live class room to leave clear notes for the student.',
    ],
  },
  {
    id: 'communication',
    title: 'Communication with Students and Parents',
    items: [
      'Communicate with students and parents only through the academy’s channels.',
      'Reply to student questions promptly and keep a friendly, professional tone.',
    ],
  },
  {
    id: 'safeguarding',
    title: 'Safeguarding',
    subsections: [
      {
        title: 'Students under 18',
        paragraphs: [
          'Teach minors with a parent or guardian able to be present, and never meet them privately.',
        ],
      },
      {
        title: 'Reporting concerns',
        paragraphs: ['Report any concern about a student’s safety or wellbeing to the academy the same day.'],
      },
    ],
  },
  {
    id: 'online-teaching',
    title: 'Online Teaching Standards',
    items: [
      'Teach from a quiet, well-lit space with a neutral background.',
      'Use a stable internet connection, a good microphone and headphones where needed.',
      'Test your camera, audio and screen sharing before the class begins.',
    ],
  },
  {
    id: 'on-campus',
    title: 'On-Campus Teaching',
    items: [
      'Keep studios, instruments and equipment tidy and report any damage.',
      'Follow the academy’s safety and supervision rules for the practice area.',
    ],
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality and Data Protection',
    paragraphs: [
      'Keep student details, fees, results and recordings confidential. Do not copy student data to personal devices or accounts.',
    ],
  },
  {
    id: 'materials',
    title: 'Teaching Materials and Intellectual Property',
    paragraphs: [
      'Materials prepared for the academy’s courses may be used by the academy for its students. Respect copyright in all sheet music, recordings and backing tracks you use.',
    ],
  },
  {
    id: 'development',
    title: 'Professional Development',
    paragraphs: [
      'Take part in the academy’s teacher training sessions and keep your own musical and teaching skills up to date.',
    ],
  },
  {
    id: 'performance-review',
    title: 'Performance Review and Discipline',
    subsections: [
      {
        title: 'Reviews',
        paragraphs: ['Teaching is reviewed through student feedback, class observation and results.'],
      },
      {
        title: 'Breaches',
        paragraphs: [
          'Breaches of this policy lead to a written warning and, if repeated or serious, to the end of the engagement.',
        ],
      },
    ],
  },
  {
    id: 'termination',
    title: 'Resignation and Termination',
    paragraphs: [
      'A teacher who wishes to leave gives the academy written notice and completes, or hands over, the classes of current students so that their learning is not interrupted.',
    ],
  },
];

export const TEACHER_ACKNOWLEDGEMENT =
  'I confirm that I have read and understood this Teacher Policy and agree to follow it in all my teaching for the academy, online and on campus.';
