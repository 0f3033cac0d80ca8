import type { CourseValue } from '../../common/courses.ts';

// The home carousel's course cards (each: id, title, image, description, link).
// Links come from common/courses.ts by value.
export type CourseCard = { id: CourseValue; title: string; image: string; description: string };

export const COURSE_CARDS: readonly CourseCard[] = [
  {
    id: 'opera',
    title: 'Opera Singing',
    image: '/media/courses/opera.webp',
    description:
      'Classical bel canto technique, breath support, diction and arias, taught by an opera professional.',
  },
  {
    id: 'hindustani-vocals',
    title: 'Hindustani Classical Vocals',
    image: '/media/courses/hindustani-vocals.webp',
    description: 'Swara, raga and taal from the first alankars to bandish and improvisation.',
  },
  {
    id: 'western-vocals',
    title: 'Western Contemporary Vocals',
    image: '/media/courses/western-vocals.webp',
    description:
      'Pop, rock, soul and musical theatre styles with healthy belting, mix voice and stage craft.',
  },
  {
    id: 'bollywood',
    title: 'Bollywood Film Singing',
    image: '/media/courses/bollywood.webp',
    description: 'Film songs with expression, murkis and microphone technique for stage and studio.',
  },
  {
    id: 'guitar',
    title: 'Guitar (Acoustic & Electric)',
    image: '/media/courses/guitar.webp',
    description: 'Chords, strumming, lead playing and theory on acoustic or electric guitar.',
  },
  {
    id: 'piano',
    title: 'Piano / Keyboard',
    image: '/media/courses/piano.webp',
    description: 'Reading, technique and repertoire from classical pieces to modern keyboard styles.',
  },
  {
    id: 'violin',
    title: 'Violin',
    image: '/media/courses/violin.webp',
    description: 'Posture, bowing, intonation and expressive playing for Western and Indian music.',
  },
  {
    id: 'music-production',
    title: 'Music Production',
    image: '/media/courses/music-production.webp',
    description: 'Recording, arranging, mixing and mastering in a modern digital audio workstation.',
  },
  {
    id: 'dual',
    title: 'Dual Program',
    image: '/media/courses/dual.webp',
    description: 'Any two instruments or voices in one program, with one plan and one timetable.',
  },
  {
    id: 'all-in-one',
    title: 'All-in-One Program',
    image: '/media/courses/all-in-one.webp',
    description: 'Any three instruments or voices together: the complete musician path.',
  },
];
