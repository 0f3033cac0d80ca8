/** One post as Instagram's embed markup: a plain link until the embed script replaces it. */
export function InstagramPost({ url, index }: { url: string; index: number }) {
  return (
    <blockquote
      className="instagram-media m-0! w-full min-w-0! rounded-xl border border-plum-100 bg-white p-0! shadow-sm"
      data-instgrm-permalink={url}
      data-instgrm-version="14"
    >
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex aspect-[5/2] flex-col sm:aspect-[4/3] items-center justify-center gap-3 rounded-xl bg-gradient-to-br from-plum-50 to-gold-300/30 p-6 text-center font-semibold text-plum-800 hover:text-plum-600"
      >
        <span className="font-serif text-4xl text-gold-700" aria-hidden="true">
          {index + 1}
        </span>
        View this post on Instagram
      </a>
    </blockquote>
  );
}
