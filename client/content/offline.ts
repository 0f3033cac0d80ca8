// The on-campus page's copy.

export const OFFLINE_INTRO = {
  eyebrow: 'On Campus Training',
  title: 'Learn in person at our academy',
  text: 'Every course is also taught on campus, in studio rooms built for music, with the same teachers and certifications as our online classes.',
};

export type TrainingCard = { title: string; image: string; text: string };

export const TRAINING_CARDS: readonly TrainingCard[] = [
  {
    title: 'Vocal Training',
    image: '/media/campus/training-1.webp',
    text: 'Opera, Hindustani, Western and Bollywood singing in acoustic rooms.',
  },
  {
    title: 'Stage Performance',
    image: '/media/campus/training-2.webp',
    text: 'Regular recitals on our own stage, with lights and sound.',
  },
  {
    title: 'Piano and Keyboard',
    image: '/media/campus/training-3.webp',
    text: 'Acoustic pianos and weighted keyboards in every piano room.',
  },
  {
    title: 'Strings',
    image: '/media/campus/training-4.webp',
    text: 'Guitar and violin lessons with instruments to practise on.',
  },
  {
    title: 'Music Production',
    image: '/media/campus/training-5.webp',
    text: 'Record, mix and master in a treated studio.',
  },
  {
    title: 'Ensemble Sessions',
    image: '/media/campus/training-6.webp',
    text: 'Play and sing with other students in bands and duets.',
  },
];

export const OFFLINE_FACILITIES: readonly string[] = [
  'Soundproof studio rooms',
  'Acoustic and digital pianos',
  'Acoustic and electric guitars',
  'Violins for practice',
  'Recording studio',
  'Performance stage',
  'Professional sound system',
  'Practice area',
  'Music library',
  'Air-conditioned classrooms',
  'Waiting lounge for parents',
  'High-speed Wi-Fi',
  'Digital audio workstations',
  'Instrument storage',
  'CCTV-monitored premises',
];

export const WHY_OFFLINE: readonly string[] = [
  'Face-to-face guidance from expert teachers',
  'Hands-on posture and technique correction',
  'Access to instruments you may not own yet',
  'Real stage experience at in-house recitals',
  'Studio recording sessions',
  'Structured weekly timetable',
  'Ensemble and band practice',
  'Free practice-area hours',
  'Graded exam preparation on site',
  'A community of fellow musicians',
  'Safe, supervised premises for children',
  'Parent updates after each stage',
  'Workshops with visiting artists',
  'Switch to online classes when you travel',
  'Same certification as online courses',
];

export const PRACTICE_HOURS = {
  title: 'Practice Area Hours',
  text: 'Enrolled students may use the practice area free of charge.',
  days: ['Monday', 'Wednesday', 'Friday'],
  hours: '3 pm to 7 pm',
};
