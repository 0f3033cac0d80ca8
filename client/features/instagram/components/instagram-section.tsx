import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { school } from '../../../lib/school.ts';
import { useInstafeeds } from '../hooks/use-instafeeds.ts';
import { useInstagramEmbed } from '../hooks/use-instagram-embed.ts';
import { InstagramPost } from './instagram-post.tsx';

const MAX_POSTS = 4;

/** The Instagram section of home and about: the first four posts and a QR code to the profile. */
export function InstagramSection() {
  const query = useInstafeeds();
  const posts = query.data?.slice(0, MAX_POSTS) ?? [];
  const gridRef = useRef<HTMLDivElement>(null);
  useInstagramEmbed(gridRef, posts.length > 0);

  let message: string | null = null;
  if (query.isPending) message = 'Loading Instagram feeds...';
  else if (query.isError) message = 'Failed to load Instagram feeds';
  else if (!query.data) message = 'No Instagram feeds found';
  else if (!posts.length) message = 'No Instagram feeds available';

  return (
    <section aria-label="Instagram" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading eyebrow="Instagram" title="Follow Our Musical Journey" />
        <div className="grid gap-10 lg:grid-cols-[1fr_auto] lg:items-start">
          {message ? (
            <p className="py-10 text-center text-lg text-slate-600">{message}</p>
          ) : (
            <div ref={gridRef} className="grid gap-6 sm:grid-cols-2">
              {posts.map((url, i) => (
                <InstagramPost key={url} url={url} index={i} />
              ))}
            </div>
          )}
          <div className="mx-auto flex w-60 flex-col items-center gap-4 rounded-2xl bg-plum-900 p-6 text-center text-white">
            <div className="rounded-xl bg-white p-3">
              <QRCodeSVG
                value={school.social.photo}
                size={160}
                role="img"
                aria-label="QR code to our Instagram profile"
              />
            </div>
            <p className="text-sm text-white/80">Scan to follow us on Instagram</p>
            <a href={school.social.photo} target="_blank" rel="noopener noreferrer" className="btn-primary">
              Visit our profile
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
