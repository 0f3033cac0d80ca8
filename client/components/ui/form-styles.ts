// Shared look of the forms' controls (Tailwind classes).
export const inputClass =
  'block w-full scroll-mt-32 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-plum-600 focus:outline-2 focus:outline-offset-0 focus:outline-plum-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-rose-600';
export const labelClass = 'mb-1.5 block text-sm font-semibold text-slate-800';
export const errorClass = 'mt-1.5 text-sm text-rose-700';
