import type { CourseCopy } from './course-copy-type.ts';

export const INSTRUMENT_COPY: Record<'guitar' | 'piano' | 'violin', CourseCopy> = {
  guitar: {
    tagline: 'Acoustic and electric guitar, from your first chords to solos and songwriting.',
    summary:
      'Learn acoustic and electric guitar: chords, strumming and fingerstyle, scales and lead playing, reading tab and notation, and playing songs in the styles you love.',
    involves: [
      'Open and barre chords, rhythm patterns and clean chord changes',
      'Fingerstyle and picking technique for acoustic guitar',
      'Scales, pentatonic boxes, bends, slides and vibrato for lead playing',
      'Reading tablature and standard notation, and understanding chord theory',
      'Tone, amplifier and effects basics for electric guitar',
    ],
    whoFor: [
      'Complete beginners with an acoustic or electric guitar of their own',
      'Self-taught players who want to fix gaps in technique and theory',
      'Band members who want stronger rhythm and lead skills',
      'Students preparing for graded guitar examinations',
    ],
    outcomes: [
      'Play songs with smooth chord changes and steady rhythm',
      'Improvise melodic solos over common chord progressions',
      'Read tab and notation and work out songs by ear',
      'Shape your acoustic and electric tone with confidence',
      'Perform pieces for graded guitar examinations',
    ],
  },
  piano: {
    tagline: 'Piano and keyboard from first notes to classical pieces, pop and improvisation.',
    summary:
      'Learn piano and keyboard: reading music, hand independence, scales and chords, classical repertoire and popular songs, with technique that keeps your playing relaxed and expressive.',
    involves: [
      'Posture, hand position and finger technique for relaxed, even playing',
      'Reading treble and bass clefs, rhythm and sight-reading practice',
      'Scales, arpeggios and chord inversions in every key as you progress',
      'Classical pieces alongside pop, film and jazz arrangements',
      'Accompaniment patterns, chord charts and simple improvisation',
    ],
    whoFor: [
      'Children and adults starting from the very beginning',
      'Keyboard players who want proper technique and reading skills',
      'Singers and songwriters who want to accompany themselves',
      'Students working through graded piano examinations',
    ],
    outcomes: [
      'Read and play music with both hands independently',
      'Play scales, arpeggios and chords fluently',
      'Perform classical and contemporary pieces with dynamics and expression',
      'Accompany a singer from a chord chart',
      'Meet the requirements of graded piano examinations',
    ],
  },
  violin: {
    tagline: 'A beautiful tone and clean intonation, for classical, Indian and folk styles.',
    summary:
      'Learn the violin with care for the basics that matter most: posture, bow hold and tone, intonation and shifting, then repertoire from classical studies to Indian and folk melodies.',
    involves: [
      'Holding the violin and bow correctly for comfort and control',
      'Bowing technique for a full tone: detaché, legato, staccato and string crossings',
      'Intonation with finger patterns, scales and ear training',
      'Shifting into higher positions and an introduction to vibrato',
      'Studies and pieces from classical, Indian and folk repertoire',
    ],
    whoFor: [
      'Beginners of any age with a violin of their own',
      'Returning players who want to rebuild tone and intonation',
      'Students aiming to join an orchestra or ensemble',
      'Learners preparing for graded violin examinations',
    ],
    outcomes: [
      'Produce a clear, even tone across all four strings',
      'Play in tune in first and higher positions',
      'Read music and learn new pieces on your own',
      'Perform solo pieces with expression and vibrato',
      'Prepare confidently for graded violin examinations',
    ],
  },
};
