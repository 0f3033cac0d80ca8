import { useState } from 'react';

/** The first letters of a name's first and last words ('Asha Rao' → 'AR'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

type Props = {
  name: string;
  /** The photo's address, or null: the initials in a circle instead. */
  url: string | null;
  /** Its size in CSS pixels, set on the element so the page does not move when it loads. */
  size: number;
  /** Where a parent sizes it itself (the video tile scales it to the tile). */
  className?: string;
};

/**
 * A person's photo in a circle, named by its alt; their initials when they have none, or when the
 * photo cannot be loaded (they no longer share a class, or it changed since the list was fetched).
 */
export function PersonPhoto({ name, url, size, className = '' }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && url !== failed) {
    return (
      <img
        src={url}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(url)}
        className={`aspect-square shrink-0 rounded-full bg-plum-100 object-cover ${className}`}
      />
    );
  }
  // An SVG, so the letters scale with whatever size the circle is given.
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={`aspect-square shrink-0 ${className}`}
    >
      <circle cx="50" cy="50" r="50" className="fill-plum-200" />
      <text
        x="50"
        y="50"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize="40"
        fontWeight="600"
        className="fill-plum-900"
      >
        {initials(name)}
      </text>
    </svg>
  );
}
