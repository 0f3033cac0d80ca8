import { Link } from 'react-router';
import { ABOUT_TEASER } from '../../content/home.ts';
import { SectionImage } from '../ui/section-image.tsx';
import { SectionText } from '../ui/section-text.tsx';

/** Home section 3: who we are, with Join Us and Know More. */
export function AboutTeaser() {
  return (
    <section className="py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <SectionImage
          src="/media/about-teaser.webp"
          alt="Students and teachers in a classroom at the academy"
        />
        <div>
          <SectionText text={ABOUT_TEASER} />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/admission-form" className="btn-primary">
              Join Us
            </Link>
            <Link to="/about-us" className="btn-outline text-plum-800 hover:bg-plum-50">
              Know More
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
