import type { AdminUser } from '../../../common/schemas/admin-users.ts';

/** A select's options, one a person: "Asha Rao (asha@example.com)", valued by id. */
export function PersonOptions({ people }: { people: readonly AdminUser[] }) {
  return people.map((p) => (
    <option key={p.id} value={p.id}>
      {p.firstName} {p.lastName} ({p.email})
    </option>
  ));
}
