import type { FaqType } from '../../../common/faq-categories.ts';

// Demo content of the public site's data-backed sections. Some answers are stored
// HTML-encoded, as the school's existing admin tool saves them.
export const DEMO_FAQS: { title: string; content: string; type: FaqType }[] = [
  {
    type: 'general',
    title: 'What is the minimum age to join?',
    content: '<p>Students can join from the age of <strong>5</strong>. There is no upper age limit.</p>',
  },
  {
    type: 'general',
    title: 'Are classes online or offline?',
    content:
      '&lt;p&gt;Both. Take live one-to-one lessons &lt;strong&gt;online&lt;/strong&gt; from anywhere, or come to our campus for &lt;strong&gt;offline&lt;/strong&gt; lessons.&lt;/p&gt;',
  },
  {
    type: 'general',
    title: 'How long is each session?',
    content: '<p>Each session lasts 50 to 60 minutes.</p>',
  },
  {
    type: 'general',
    title: 'Which certifications do you prepare students for?',
    content:
      '&lt;p&gt;We prepare students for graded exams of five international certification bodies, from beginner grades to diplomas.&lt;/p&gt;',
  },
  {
    type: 'students',
    title: 'Do I need my own instrument?',
    content:
      '<p>Yes. Instrument courses need your own instrument for practice at home; our teachers can advise you before you buy.</p>',
  },
  {
    type: 'students',
    title: 'Can I reschedule a class?',
    content:
      '&lt;p&gt;Yes, with at least 6 hours&amp;#39; notice. See our &lt;a href=&quot;/terms-conditions&quot;&gt;terms and conditions&lt;/a&gt; for details.&lt;/p&gt;',
  },
  {
    type: 'students',
    title: 'Will I get recordings of my classes?',
    content: '<p>Every plan includes class recordings, extra study materials and 24x7 chat support.</p>',
  },
  {
    type: 'parents',
    title: 'How will I know how my child is progressing?',
    content:
      '&lt;p&gt;Quarter and certification plans include &lt;em&gt;progress reports&lt;/em&gt; and tests, and you get a daily class update.&lt;/p&gt;',
  },
  {
    type: 'parents',
    title: "Can I sit in on my child's lessons?",
    content: '<p>Yes. Parents of young students are welcome to join online lessons or wait on campus.</p>',
  },
  {
    type: 'career',
    title: 'Do you help students build a music career?',
    content:
      '<p>Our teachers guide students on auditions, portfolios, further study and working as a performer or teacher.</p>',
  },
  {
    type: 'career',
    title: 'Can I learn music production for a career?',
    content:
      '&lt;ul&gt;&lt;li&gt;Recording and mixing&lt;/li&gt;&lt;li&gt;Arranging and sound design&lt;/li&gt;&lt;li&gt;Releasing your own music&lt;/li&gt;&lt;/ul&gt;',
  },
  {
    type: 'performance',
    title: 'Will I get to perform on stage?',
    content:
      '<p>Yes. Students perform at our recitals and showcases several times a year, online and on campus.</p>',
  },
  {
    type: 'performance',
    title: 'Are there competitions I can enter?',
    content:
      '&lt;p&gt;We prepare students for festivals and competitions and tell them about open calls &amp;amp; auditions.&lt;/p&gt;',
  },
];

export const DEMO_TESTIMONIALS: { name: string; message: string; isDeleted: number }[] = [
  {
    name: 'Priya S.',
    message:
      'The online opera lessons changed how I sing. My teacher listened closely every week, corrected my breathing and posture, and gave me exercises that fit my voice. After a year I passed my grade exam with distinction and sang my first solo at the spring recital. I recommend the academy to anyone who wants to sing with more freedom and joy.',
    isDeleted: 0,
  },
  {
    name: 'Daniel K.',
    message:
      'I started guitar at forty with no experience at all. The one-to-one classes are patient and well organised, and the recordings help me practise between lessons.',
    isDeleted: 0,
  },
  {
    name: 'Meera (parent)',
    message:
      'My daughter looks forward to every piano class. The daily class updates and progress reports keep us informed, and the teachers are warm and encouraging.',
    isDeleted: 0,
  },
  {
    name: 'Rahul V.',
    message:
      'The music production course taught me to record, mix and release my own songs. Practical, hands-on and friendly.',
    isDeleted: 0,
  },
  {
    name: 'Old review',
    message: 'This testimonial was withdrawn and must not be shown.',
    isDeleted: 1,
  },
];

export const DEMO_INSTAFEEDS = [
  'https://www.instagram.com/p/DemoRecital1/',
  'https://www.instagram.com/p/DemoPianoLesson2/',
  'https://www.instagram.com/p/DemoOperaClass3/',
  'https://www.instagram.com/p/DemoStudioSession4/',
  'https://www.instagram.com/p/DemoGuitarJam5/',
];
