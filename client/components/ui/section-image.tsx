/** A section's picture beside its text (800 x 600, rounded), loaded as it nears the screen. */
export function SectionImage({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={600}
      loading="lazy"
      decoding="async"
      className="h-auto w-full rounded-3xl shadow-xl"
    />
  );
}
