import type { CourseCopy } from './course-copy-type.ts';

export const PROGRAMME_COPY: Record<'music-production' | 'dual' | 'all-in-one', CourseCopy> = {
  'music-production': {
    tagline: 'Produce, mix and release your own music in a digital audio workstation.',
    summary:
      'Learn music production from an empty session to a finished track: DAW workflow, beat making, sound design, recording, arrangement, mixing and mastering for release.',
    involves: [
      'DAW workflow: sessions, MIDI, audio tracks, routing and shortcuts',
      'Beat programming, drum sequencing and groove',
      'Sound design with synthesisers and samplers',
      'Recording vocals and instruments at home, and editing takes',
      'Arrangement, mixing with EQ, compression and effects, and mastering for streaming',
    ],
    whoFor: [
      'Singers and instrumentalists who want to produce their own songs',
      'Beat makers and DJs who want a professional sound',
      'Beginners with a computer and headphones who are curious about production',
      'Content creators who need music for their videos and podcasts',
    ],
    outcomes: [
      'Produce complete tracks from idea to master',
      'Program drums, basslines and synth parts with confidence',
      'Record and edit clean vocals and instruments',
      'Mix a track that translates on headphones, speakers and phones',
      'Prepare your music for release on streaming platforms',
    ],
  },
  dual: {
    tagline: 'Any two instruments or voices, learned side by side in one programme.',
    summary:
      'Study any two of our voice and instrument courses in parallel, with a dedicated teacher for each and a plan that lets the two support each other, such as singing with piano or guitar.',
    involves: [
      'Two subjects of your choice from our voice and instrument courses',
      'A dedicated specialist teacher and curriculum for each subject',
      'Shared theory and ear training that serves both subjects',
      'Projects that combine them, such as accompanying your own singing',
      'Progress reviews that keep both subjects moving at a good pace',
    ],
    whoFor: [
      'Singers who want to accompany themselves on piano or guitar',
      'Instrumentalists who want to add a second instrument or voice',
      'Students who want broader musicianship for a music career',
      'Families who want one well-organised plan instead of two separate courses',
    ],
    outcomes: [
      'Make steady progress in two subjects at the same time',
      'Combine both skills in performance, for example singing while playing',
      'Understand harmony and rhythm well enough to use them in both subjects',
      'Build a repertoire in each subject for recitals and exams',
      'Sit graded examinations in both subjects on the certification plan',
    ],
  },
  'all-in-one': {
    tagline: 'Any three instruments or voices: complete musicianship in one programme.',
    summary:
      'Our most complete programme: study any three of our voice and instrument courses together, each with its own specialist teacher, for a well-rounded musician’s training.',
    involves: [
      'Three subjects of your choice from our voice and instrument courses',
      'A specialist teacher and personalised curriculum for each subject',
      'Integrated theory, ear training and rhythm work across all three',
      'Ensemble-style projects that bring your subjects together',
      'Regular reviews to balance practice time between subjects',
    ],
    whoFor: [
      'Committed learners who want complete, all-round musicianship',
      'Aspiring performers, teachers and composers planning a music career',
      'Multi-instrumentalists who want structured training in each instrument',
      'Students who want to explore several subjects before specialising',
    ],
    outcomes: [
      'Perform with confidence in three subjects',
      'Arrange songs that use all your instruments and voices',
      'Read, hear and understand music as a complete musician',
      'Build a varied repertoire for recitals and auditions',
      'Sit graded examinations in each subject on the certification plan',
    ],
  },
};
