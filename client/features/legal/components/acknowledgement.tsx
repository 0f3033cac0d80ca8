/** The block a teacher signs to accept the policy (printed or signed on paper). */
export function Acknowledgement({ text }: { text: string }) {
  return (
    <section
      aria-labelledby="acknowledgement-title"
      className="mt-14 rounded-2xl bg-plum-50 p-6 ring-1 ring-plum-100 sm:p-8"
    >
      <h2 id="acknowledgement-title" className="font-serif text-2xl font-semibold text-plum-900">
        Acknowledgement
      </h2>
      <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-3">
        {["Teacher's name", 'Signature', 'Date'].map((label) => (
          <div key={label}>
            <div aria-hidden="true" className="h-10 border-b border-plum-700/40" />
            <p className="mt-2 text-sm font-semibold text-plum-800">{label}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
