import { SectionHeading } from './section-heading.tsx';

type Props = { text: { eyebrow: string; title: string; paragraphs: readonly string[] } };

/** A section's text beside its picture: the heading on the left, then its paragraphs. */
export function SectionText({ text }: Props) {
  return (
    <>
      <SectionHeading eyebrow={text.eyebrow} title={text.title} align="left" />
      {text.paragraphs.map((p) => (
        <p key={p.slice(0, 20)} className="mt-4 text-lg leading-relaxed text-slate-600">
          {p}
        </p>
      ))}
    </>
  );
}
