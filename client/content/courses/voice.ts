import type { CourseCopy } from './course-copy-type.ts';

export const VOICE_COPY: Record<'opera' | 'hindustani-vocals' | 'western-vocals' | 'bollywood', CourseCopy> =
  {
    opera: {
      tagline: 'Classical voice training in the bel canto tradition, led by our founder’s method.',
      summary:
        'Build a healthy, resonant operatic voice: breath support, placement and legato, sung in Italian, German and French, from first arias to audition and recital repertoire.',
      involves: [
        'Breath management and appoggio exercises that support long, even phrases',
        'Vocalises for placement, resonance, vowel shaping and a smooth passaggio',
        'Diction and lyric work in Italian, German, French and English',
        'Arie antiche, art songs and operatic arias chosen for your voice type (Fach)',
        'Stage presence, character study and recital preparation with regular performance feedback',
      ],
      whoFor: [
        'Beginners with a love of classical singing who want a safe, solid technique from the start',
        'Choir singers and musical theatre performers moving into classical repertoire',
        'Advanced students preparing for graded exams, conservatoire auditions or competitions',
        'Anyone who wants to sing with more power and control without strain',
      ],
      outcomes: [
        'Sing with supported breath, free resonance and an even tone across your range',
        'Know your voice type and the repertoire that suits it',
        'Perform arias and art songs in several languages with clear diction and meaning',
        'Warm up, practise and care for your voice on your own',
        'Be ready for graded classical voice examinations and public recitals',
      ],
    },
    'hindustani-vocals': {
      tagline: 'The raga tradition of North India, taught in the guru-shishya spirit.',
      summary:
        'Learn Hindustani classical singing from swara and alankar to raga elaboration, bandish, taans and light classical forms, with riyaz guidance you can follow every day.',
      involves: [
        'Swara sadhana and alankars for pitch accuracy with the tanpura',
        'Raga grammar: aaroh, avroh, pakad, vadi and samvadi, and the mood of each raga',
        'Vilambit and drut khayal bandishes with alaap, bol-alaap and taans',
        'Taal practice in teentaal, ektaal, jhaptaal and rupak with tabla accompaniment',
        'Light classical forms such as bhajan, thumri and dadra as you progress',
      ],
      whoFor: [
        'Beginners who want to build a strong foundation in Indian classical music',
        'Film and devotional singers who want deeper control over sur and laya',
        'Students preparing for graded Hindustani vocal examinations',
        'Adults returning to riyaz after a long break',
      ],
      outcomes: [
        'Hold a steady pitch with the tanpura and sing the twelve swaras with confidence',
        'Present several ragas with alaap, bandish and taans in the correct taal',
        'Recognise common ragas and taals by ear',
        'Keep a structured daily riyaz that keeps your voice flexible',
        'Perform a short classical recital and sit graded examinations',
      ],
    },
    'western-vocals': {
      tagline: 'Pop, rock, soul and musical theatre singing with modern vocal technique.',
      summary:
        'Develop a versatile contemporary voice: breath control, chest, head and mixed voice, riffs and runs, microphone technique and a style of your own across pop, rock, soul and musical theatre.',
      involves: [
        'Breath support and posture for consistent, sustainable singing',
        'Registers and mixed voice: chest, head and a smooth blend between them',
        'Stylistic tools such as riffs, runs, vibrato, belting and safe vocal effects',
        'Song interpretation, phrasing and building your own arrangement of a cover',
        'Microphone technique, recording practice and stage performance',
      ],
      whoFor: [
        'Beginners who want to sing their favourite songs well',
        'Band singers and content creators who want stamina and a recognisable sound',
        'Musical theatre hopefuls preparing audition songs',
        'Students working towards graded contemporary vocal examinations',
      ],
      outcomes: [
        'Sing across your range with a connected mix and no strain',
        'Add riffs, runs and dynamics with taste and control',
        'Interpret a song and make a cover your own',
        'Sound confident on a microphone, on stage and in a recording',
        'Build a performance set list and prepare for graded exams',
      ],
    },
    bollywood: {
      tagline: 'Playback singing for Hindi film songs, from ghazal-tinged classics to today’s hits.',
      summary:
        'Learn the craft of Bollywood playback singing: sur and laya, murkis and harkats, expression and diction, and singing to a karaoke track or in a studio setting.',
      involves: [
        'Sargam and alankar practice for pitch and flexibility',
        'Ornaments of film music: murki, khatka, meend and harkat',
        'Diction and emotion in Hindi and Urdu lyrics',
        'Songs from classic and contemporary Hindi cinema chosen for your voice',
        'Singing with karaoke tracks, microphone technique and studio-style recording',
      ],
      whoFor: [
        'Beginners who love Hindi film songs and want to sing them well',
        'Singers preparing for talent shows, college festivals or stage shows',
        'Aspiring playback and cover artists building a portfolio',
        'Anyone who wants more confidence singing for family and friends',
      ],
      outcomes: [
        'Sing film songs in tune and in rhythm with a track',
        'Use murkis and meend naturally to bring a song to life',
        'Express the mood of a lyric with clear diction',
        'Record clean takes of your favourite songs',
        'Perform a varied set of film songs on stage',
      ],
    },
  };
