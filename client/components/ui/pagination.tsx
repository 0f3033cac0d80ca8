type Props = { page: number; pageSize: number; total: number; onPage(page: number): void; label: string };

/** Previous / next through a paginated list, with where we are. */
export function Pagination({ page, pageSize, total, onPage, label }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-4 text-sm">
      <button
        type="button"
        className="btn-outline px-4 py-2"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="text-slate-600">
        Page {page} of {pages} ({total})
      </span>
      <button
        type="button"
        className="btn-outline px-4 py-2"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
