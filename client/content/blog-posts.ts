// Static blog samples for the blog teaser (each: id, image, title, category,
// excerpt, date). The blog itself lives at /blog.
export type BlogPost = {
  id: number;
  image: string;
  title: string;
  category: string;
  excerpt: string;
  date: string;
};

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    image: '/media/blog/post-1.webp',
    title: 'Five warm-ups every singer should do daily',
    category: 'Voice',
    excerpt:
      'Lip trills, sirens and gentle scales: a ten-minute routine that protects your voice and widens your range.',
    date: '2025-03-12',
  },
  {
    id: 2,
    image: '/media/blog/post-2.webp',
    title: 'How long does it take to learn the piano?',
    category: 'Instruments',
    excerpt:
      'What to expect in your first three months, your first year, and how to practise so progress keeps coming.',
    date: '2025-02-20',
  },
  {
    id: 3,
    image: '/media/blog/post-3.webp',
    title: 'Acoustic or electric: choosing your first guitar',
    category: 'Instruments',
    excerpt: 'Sound, comfort and budget compared, with the questions our teachers ask every new student.',
    date: '2025-01-28',
  },
  {
    id: 4,
    image: '/media/blog/post-4.webp',
    title: 'Your first song in a home studio',
    category: 'Music Production',
    excerpt: 'A microphone, headphones and free software are enough to record a demo you will be proud of.',
    date: '2024-12-15',
  },
];
