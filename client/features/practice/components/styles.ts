// The practice room's shared look (Tailwind classes).
export const card = 'min-w-0 rounded-2xl border border-plum-100 bg-white p-4 shadow-sm sm:p-5';
export const cardTitle = 'font-serif text-xl font-semibold text-plum-900';
export const field =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-rose-600';
export const fieldLabel = 'grid gap-1 text-sm font-semibold text-slate-800';
export const secondary =
  'inline-flex items-center justify-center rounded-full bg-plum-100 px-4 py-2 text-sm font-semibold text-plum-900 hover:bg-plum-200 disabled:cursor-not-allowed disabled:opacity-60';
export const stopButton =
  'inline-flex items-center justify-center rounded-full bg-rose-700 px-6 py-3 text-sm font-semibold tracking-wide text-white shadow-sm hover:bg-rose-600';
