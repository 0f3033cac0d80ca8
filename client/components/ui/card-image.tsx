/**
 * A card's picture (640 x 420, decorative), loaded as it nears the screen: across the card's top,
 * or filling its side, cropped (`fill`).
 */
export function CardImage({ src, fill = false }: { src: string; fill?: boolean }) {
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={420}
      loading="lazy"
      decoding="async"
      className={fill ? 'h-full w-full object-cover' : 'h-auto w-full'}
    />
  );
}
