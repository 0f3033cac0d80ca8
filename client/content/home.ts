// The home page's copy (the sections in their order).

export const HERO = {
  title: 'Find Your Voice, Master Your Music',
  subtitle: 'Live one-to-one lessons in voice, instruments and music production, online and on campus.',
  brochureMessage: "Hi! I'd like to request the course brochure.",
};

export const ABOUT_TEASER = {
  eyebrow: 'About Us',
  title: 'A music school built around every student',
  paragraphs: [
    'We teach voice, instruments and music production to children and adults, online from anywhere in the world and on campus at our academy. Every lesson is live and one-to-one, with a personalised curriculum, assignments and progress reports.',
    'More than 1000+ students have trained with our faculty of performing musicians, and many go on to graded certifications, stage performances and studio work.',
  ],
};

export const GET_STARTED = {
  badge: '2025 Intake',
  title: "Let's Get Started",
  text: 'Admissions for the 2025 intake are open for every course, online and on campus. Ask us anything, or start your application today.',
};

export type WhyItem = { title: string; text: string };

export const WHY_CHOOSE_US: readonly WhyItem[] = [
  {
    title: 'Live one-to-one lessons',
    text: 'Every class is a live session with your own teacher, never a recording, so feedback is immediate.',
  },
  {
    title: 'Expert trainers',
    text: 'Learn from 35+ performing and certified musicians who teach what they practise on stage.',
  },
  {
    title: 'Personalised curriculum',
    text: 'Your plan follows your goals, level and favourite styles, and changes as you grow.',
  },
  {
    title: 'Graded certifications',
    text: 'We prepare you for graded exams from five certification bodies, from the first grade to diplomas.',
  },
  {
    title: 'Online and on campus',
    text: 'Study from home anywhere in the world, at our academy, or switch between both.',
  },
  {
    title: 'Flexible scheduling',
    text: 'Choose class times that fit school, work and time zones, and reschedule with notice.',
  },
  {
    title: 'Class recordings',
    text: 'Every session is recorded so you can revisit each exercise while you practise.',
  },
  {
    title: 'Progress reports and tests',
    text: 'Regular assessments and written reports show exactly where you stand and what comes next.',
  },
  {
    title: 'Performance opportunities',
    text: 'Recitals, showcases and studio sessions give you real stage and recording experience.',
  },
  {
    title: 'Study materials included',
    text: 'Sheet music, backing tracks and practice notes come with every plan.',
  },
  {
    title: '24x7 chat support',
    text: 'Questions between lessons? Our team answers on chat around the clock.',
  },
  {
    title: 'All ages welcome',
    text: 'Students from age 5 to adults learn with teachers trained for every stage of life.',
  },
];

export const ALL_IN_ONE = {
  eyebrow: 'All In One Music Mastery',
  title: 'Three disciplines, one complete musician',
  text: 'The All-in-One Program lets you learn any three instruments or voices side by side, with one timetable, one dashboard and one team of teachers who plan your lessons together.',
  points: [
    'Any three instruments or voices',
    'Coordinated curriculum across subjects',
    'Up to 144 sessions with certification',
  ],
};

export const OPERA_CENTRE = {
  eyebrow: 'Opera Training Centre',
  title: 'Train with a renowned opera singer',
  text: 'Our opera training centre is led by our founder, a renowned opera singer with more than ten years of teaching. Bel canto technique, breath support, Italian, German and French diction, and aria repertoire, taught the way professional singers learn.',
  points: ['10+ years of teaching', '20+ awards', '350+ students trained in classical voice'],
};

export const LEARNING_MODES = {
  title: 'Learn Your Way',
  modes: [
    {
      name: 'Online Learning',
      image: '/media/online-learning.webp',
      text: 'Live one-to-one video classes from anywhere, with chat, screen share, notes and recordings of every session.',
      points: [
        'Learn from home, any time zone',
        'Class recordings and notes',
        'Same teachers and certifications',
      ],
    },
    {
      name: 'Offline Campus Learning',
      image: '/media/campus-learning.webp',
      text: 'Lessons at our academy with studio rooms, practice areas and instruments, plus recitals with other students.',
      points: ['Studio and practice rooms', 'Instruments to practise on', 'Recitals and group events'],
    },
  ],
} as const;

export const CONTACT_BLOCK = {
  title: 'Get In Touch',
  text: 'Call, write or send us a message: we answer every question about courses, fees and admissions.',
};
