import { describe, expect, it } from 'vitest';
import { givePglite, takePglite } from './pglite-pool.ts';

// The route tests' databases are handed from file to file: each must start as a fresh one would.
describe('the test databases kept between files', () => {
  it('comes back empty, its ids from 1 again and its session settings reset', async () => {
    const first = await takePglite();
    await first.exec("insert into faqs (title, content) values ('Q', 'A')");
    await first.exec("select set_config('school.time_zone', 'Asia/Kolkata', false)");
    await first.exec('select pg_advisory_lock(42)');
    await givePglite(first);

    const again = await takePglite();
    expect(again).toBe(first);
    expect((await again.query('select * from faqs')).rows).toEqual([]);
    expect((await again.query("select current_setting('school.time_zone', true) as zone")).rows).toEqual([
      { zone: '' },
    ]);
    expect(
      (await again.query('select count(*)::int as n from pg_locks where locktype = $1', ['advisory'])).rows,
    ).toEqual([{ n: 0 }]);
    await again.exec("insert into faqs (title, content) values ('Q', 'A')");
    expect((await again.query('select id from faqs')).rows).toEqual([{ id: 1 }]);
    await givePglite(again);
  });

  it('closes a database whose schema a test changed, or one already closed, and opens a new one', async () => {
    const changed = await takePglite();
    await changed.exec('alter table faqs add constraint refuse_all check (false) not valid');
    await givePglite(changed);
    expect(changed.closed).toBe(true);

    const closed = await takePglite();
    await closed.close();
    await givePglite(closed);

    const next = await takePglite();
    expect([next === changed, next === closed, next.closed]).toEqual([false, false, false]);
    await expect(next.exec("insert into faqs (title, content) values ('Q', 'A')")).resolves.toBeDefined();
    await givePglite(next);
  });
});
