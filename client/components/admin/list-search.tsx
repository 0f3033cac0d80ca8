import { type FormEvent, type ReactNode, useState } from 'react';
import { inputClass } from '../ui/form-field.tsx';
import { filterLabelClass } from './filter-select.tsx';
import type { Filter } from './use-filter.ts';

type Props = {
  /** As in "Search by name or email". */
  label: string;
  /** The words searched for, trimmed; set when the search is sent, not at each key. */
  filter: Filter<string>;
  placeholder?: string;
  /** The list's other filters, before the search box. */
  children?: ReactNode;
};

/** A list's filters and search box: the search applies with its button (or Enter). */
export function ListSearch({ label, filter, placeholder, children }: Props) {
  const [search, setSearch] = useState(filter.value);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    filter.set(search.trim());
  };
  return (
    <form onSubmit={onSearch} className="mb-4 flex flex-wrap items-end gap-3">
      {children}
      <label className={`${filterLabelClass} min-w-0 basis-full sm:basis-auto sm:flex-1`}>
        {label}
        <input
          type="search"
          className={inputClass}
          placeholder={placeholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      <button type="submit" className="btn-outline py-2.5 text-plum-800">
        Search
      </button>
    </form>
  );
}
