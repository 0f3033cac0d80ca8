import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { messagingLink } from '../../../common/contact-links.ts';
import { HERO } from '../../content/home.ts';
import { school } from '../../lib/school.ts';
import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { AnimatedTitle } from './animated-title.tsx';

/** Home section 1: looping muted video behind the animated title and the brochure actions. */
export function HeroSection() {
  const video = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  // Started from script rather than autoplay, so visitors who asked for less motion never see it move.
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (reduced) v.pause();
    else v.play().catch(() => undefined);
  }, [reduced]);

  return (
    <section className="relative isolate flex min-h-[88vh] items-center overflow-hidden bg-plum-950 pt-28 pb-20 text-white">
      <video
        ref={video}
        className="absolute inset-0 -z-10 size-full object-cover"
        width={1280}
        height={720}
        poster="/media/hero-poster.webp"
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src="/media/hero-loop.webm" type="video/webm" />
        <source src="/media/hero-loop.mp4" type="video/mp4" />
      </video>
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-plum-950/70 via-plum-950/50 to-plum-950/85" />
      <div className="mx-auto max-w-5xl px-4 text-center">
        <p className="text-sm font-semibold tracking-[0.25em] text-gold-300 uppercase">{school.name}</p>
        <AnimatedTitle
          text={HERO.title}
          className="mt-4 font-serif text-4xl leading-tight font-semibold tracking-tight sm:text-6xl"
        />
        <p className="mx-auto mt-6 max-w-2xl text-lg text-white/85">{HERO.subtitle}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <a
            href={messagingLink(school.messagingNumber, HERO.brochureMessage)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary"
          >
            REQUEST BROCHURE
          </a>
          <Link to="/request-brochure" className="btn-outline">
            Brochure Request Form
          </Link>
        </div>
      </div>
    </section>
  );
}
