/** What a screen shows while its code is on the way. */
export function RouteLoading() {
  return (
    <p aria-live="polite" className="px-4 pt-40 pb-24 text-center text-slate-600">
      Loading...
    </p>
  );
}
