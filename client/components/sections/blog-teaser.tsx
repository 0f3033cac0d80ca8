import { Link } from 'react-router';
import { BLOG_POSTS } from '../../content/blog-posts.ts';
import { CardImage } from '../ui/card-image.tsx';
import { Carousel } from '../ui/carousel.tsx';
import { CarouselArrows } from '../ui/carousel-arrows.tsx';
import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Sample posts from the blog, one slide at a time, advancing every 3 s. */
export function BlogTeaser() {
  return (
    <section className="py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading eyebrow="Our Blog" title="Latest from the blog" />
        <Carousel
          label="Blog posts"
          items={BLOG_POSTS}
          intervalMs={3000}
          listClassName="flex"
          slideClassName="min-w-0 shrink-0 grow-0 basis-full"
          itemKey={(post) => post.id}
          renderSlide={(post) => (
            <article className="grid overflow-hidden rounded-3xl bg-plum-50 md:grid-cols-2">
              <CardImage src={post.image} fill />
              <div className="flex flex-col p-6 sm:p-8">
                <p className="text-sm font-semibold text-gold-700">
                  {post.category} · <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
                </p>
                <h3 className="mt-2 text-2xl font-semibold text-plum-900">{post.title}</h3>
                <p className="mt-3 flex-1 text-slate-600">{post.excerpt}</p>
                <Link to="/blog" className="mt-5 inline-flex items-center gap-1 font-semibold text-plum-700">
                  Read More<span className="sr-only">: {post.title}</span>
                  <Icon name="arrowRight" className="size-4" />
                </Link>
              </div>
            </article>
          )}
          controls={(move) => (
            <div className="mt-6 flex items-center justify-between">
              <CarouselArrows
                move={move}
                item="post"
                className="flex gap-2"
                buttonClassName="rounded-full border border-plum-200 p-2 text-plum-800"
              />
              <Link to="/blog" className="btn-outline text-plum-800 hover:bg-plum-50">
                View All Posts
              </Link>
            </div>
          )}
        />
      </div>
    </section>
  );
}
