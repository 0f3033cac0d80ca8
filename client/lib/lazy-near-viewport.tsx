import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';

// How far below the viewport a section starts loading, so it is usually ready when it arrives.
const MARGIN = '300px';

/**
 * A section whose code loads as its place nears the viewport. A prerendered page keeps the
 * section's server HTML meanwhile (React leaves a Suspense boundary dehydrated until its code
 * arrives), so nothing moves or blanks; the build's prerender waits for every section.
 */
export function lazyNearViewport<P extends object>(load: () => Promise<ComponentType<P>>) {
  let reveal = () => {};
  const near = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  const Section = lazy(async () => {
    if (!import.meta.env.SSR) await near;
    return { default: await load() };
  });
  return (props: P) => (
    <Place onNear={reveal}>
      <Section {...props} />
    </Place>
  );
}

/** The section's place on the page; tells when it comes within MARGIN of the viewport. */
function Place({ onNear, children }: { onNear: () => void; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  // An update (a client-side navigation to the same page type) must not wait for a scroll: React
  // holds it until the still-dehydrated section can render, so the code loads now.
  const mounted = useRef(false);
  if (mounted.current) onNear();
  useEffect(() => {
    mounted.current = true;
  }, []);
  useEffect(() => {
    const el = place.current;
    if (!el || typeof IntersectionObserver === 'undefined') return onNear();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: `${MARGIN} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [onNear]);
  return (
    <div ref={place}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
