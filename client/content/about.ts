// The about page's copy.

export const ABOUT_INTRO = {
  eyebrow: 'Who We Are',
  title: 'Where every voice and instrument finds its stage',
  paragraphs: [
    'We are a music academy teaching voice, instruments and music production online and on campus. Our teachers are performing musicians, and every lesson is live and one-to-one.',
    'From a child’s first notes to a diploma recital, we plan each student’s path, prepare them for graded certifications and give them real stages to perform on.',
  ],
};

export type Facility = { title: string; text: string };

export const FACILITIES: readonly Facility[] = [
  { title: 'One-to-One Live Classes', text: 'Personal attention in every session.' },
  { title: 'Certified Trainers', text: 'Performing musicians with teaching qualifications.' },
  { title: 'Personalised Curriculum', text: 'A plan built around your goals.' },
  { title: 'Class Recordings', text: 'Review every lesson at your own pace.' },
  { title: 'Progress Reports', text: 'Clear feedback after each stage.' },
  { title: 'Graded Exam Preparation', text: 'Ready for five certification bodies.' },
  { title: 'Recording Studio', text: 'Professional equipment for your first tracks.' },
  { title: 'Practice Rooms', text: 'Quiet rooms with instruments on campus.' },
  { title: 'Study Materials', text: 'Sheet music, backing tracks and notes.' },
  { title: 'Flexible Timings', text: 'Classes that fit school and work.' },
  { title: 'Student Dashboard', text: 'Schedule, assignments and notes in one place.' },
  { title: 'Performance Events', text: 'Recitals, showcases and competitions.' },
  { title: '24x7 Chat Support', text: 'Help whenever you need it.' },
  { title: 'Career Guidance', text: 'Advice on auditions, studies and work in music.' },
];

export const VISION = {
  title: 'Our Vision',
  text: 'To be the music school where anyone, anywhere, can learn from great musicians and grow into a confident, expressive artist.',
};

export const MISSION = {
  title: 'Our Mission',
  points: [
    'Teach every student live and one-to-one, with a curriculum made for them.',
    'Keep our standards high through certified teachers and graded examinations.',
    'Make quality music education reachable online, across countries and time zones.',
    'Give students real stages: recitals, studio sessions and competitions.',
    'Nurture discipline, creativity and a lifelong love of music.',
  ],
};

export const SKILLS = {
  title: 'What Sets Us Apart',
  text: 'Everything a student needs to grow, in one school.',
  bars: [
    'Expert Faculty',
    'Personalised Learning',
    'Live Interactive Classes',
    'Certification Success',
    'Performance Opportunities',
    'Student Satisfaction',
  ],
};

export const FOUNDER = {
  eyebrow: 'Our Founder',
  title: 'A renowned opera singer at the heart of the school',
  paragraphs: [
    'Our founder is a renowned opera singer who has performed leading roles on concert and opera stages, and has taught voice for more than a decade.',
    'The school grew from a simple belief: that world-class training should reach every student who wants it, wherever they live.',
  ],
  stats: [
    { value: '10+', label: 'Years of Teaching' },
    { value: '20+', label: 'Awards' },
  ],
  awards: [
    'Gold Medal, International Vocal Competition',
    'Best Soprano, National Opera Festival',
    'Excellence in Music Education Award',
    'Young Artist Award for Classical Voice',
    'Outstanding Contribution to Western Classical Music',
  ],
};
