const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** The fixed five-star rating of every testimonial. */
export function StarRating() {
  return (
    <div role="img" aria-label="Rated 5 out of 5" className="flex gap-1 text-gold-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
          <path d={STAR} />
        </svg>
      ))}
    </div>
  );
}
