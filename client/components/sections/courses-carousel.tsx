import { Link } from 'react-router';
import { courseByValue } from '../../../common/courses.ts';
import { COURSE_CARDS } from '../../content/course-cards.ts';
import { CardImage } from '../ui/card-image.tsx';
import { Carousel } from '../ui/carousel.tsx';
import { CarouselArrows } from '../ui/carousel-arrows.tsx';
import { Icon } from '../ui/icon.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

const arrow =
  'inline-flex size-11 items-center justify-center rounded-full border border-plum-200 bg-white text-plum-800 shadow-sm transition hover:bg-plum-50';

/** Home section 4: the ten courses, auto-advancing every 2 s, wrapping both ways. */
export function CoursesCarousel() {
  return (
    <section className="bg-plum-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow="What We Teach" title="Our Courses">
          Voice, instruments, production and all-access programs, online and on campus.
        </SectionHeading>
        <Carousel
          label="Our Courses"
          items={COURSE_CARDS}
          intervalMs={2000}
          listClassName="-ml-5 flex"
          slideClassName="min-w-0 shrink-0 grow-0 basis-[88%] pl-5 sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
          itemKey={(c) => c.id}
          renderSlide={(c) => (
            <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md">
              <CardImage src={c.image} />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl font-semibold text-plum-900">{c.title}</h3>
                <p className="mt-2 flex-1 text-slate-600">{c.description}</p>
                <Link
                  to={courseByValue(c.id)?.path ?? '/'}
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-gold-700 hover:text-plum-700"
                >
                  Read More<span className="sr-only"> about {c.title}</span>
                  <Icon name="arrowRight" className="size-4" />
                </Link>
              </div>
            </article>
          )}
          controls={(move) => (
            <CarouselArrows
              move={move}
              item="course"
              className="mt-8 flex justify-center gap-3"
              buttonClassName={arrow}
            />
          )}
        />
      </div>
    </section>
  );
}
