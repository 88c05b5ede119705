import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../../src/db/client.js";

export type FaultColumn = "remote_id" | "delivered_at";

/**
 * Makes the real database refuse the next `times` updates of a job's `remote_id` or `delivered_at`
 * (a trigger that raises), the way a dropped connection or a failover would fail that one write.
 * The count lives in a sequence, which the failed statement's rollback does not undo.
 */
export async function failNextUpdates(database: Database, column: FaultColumn, times: number): Promise<void> {
  await database.db.execute(
    sql.raw(`
    create table if not exists test_faults (col text primary key, times int not null);
    create sequence if not exists test_fault_remote_id;
    create sequence if not exists test_fault_delivered_at;
    create or replace function test_fault() returns trigger language plpgsql as $$
    begin
      if new.remote_id is distinct from old.remote_id
        and nextval('test_fault_remote_id') <= coalesce((select times from test_faults where col = 'remote_id'), 0) then
        raise exception 'injected fault: remote_id write refused';
      end if;
      if new.delivered_at is distinct from old.delivered_at
        and nextval('test_fault_delivered_at') <= coalesce((select times from test_faults where col = 'delivered_at'), 0) then
        raise exception 'injected fault: delivered_at write refused';
      end if;
      return new;
    end $$;
    drop trigger if exists test_fault on jobs;
    create trigger test_fault before update on jobs for each row execute function test_fault();
  `),
  );
  await database.db.execute(
    sql`insert into test_faults (col, times) values (${column}, ${times}) on conflict (col) do update set times = ${times}`,
  );
  await database.db.execute(sql.raw(`select setval('test_fault_${column}', 1, false)`));
}

/** How many injected failures of `column` are still to come. */
export async function faultsLeft(database: Database, column: FaultColumn): Promise<number> {
  const result = (await database.db.execute<{ left_over: number | string }>(
    sql.raw(
      `select f.times - (case when s.is_called then s.last_value else 0 end) as left_over from test_faults f, test_fault_${column} s where f.col = '${column}'`,
    ),
  )) as { rows: Array<{ left_over: number | string }> };
  return Math.max(0, Number(result.rows[0]?.left_over ?? 0));
}

/**
 * Stalls the real database for `ms`: a transaction of its own holds every table the bot reads or
 * writes (or `only` those) under an exclusive lock, so each statement waits (as on a failover or a saturated disk).
 * Resolves once the locks are held; `released` resolves when they are given back, with the time
 * (`Date.now()`) just before they were: anything done before that did not wait for the database.
 */
export async function stallDatabase(
  url: string,
  ms: number,
  /** Only these tables (every one by default). */
  only?: readonly string[],
): Promise<{ released: Promise<number> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  const tables = only
    ? { rows: only.map((name) => ({ name: client.escapeIdentifier(name) })) }
    : await client.query<{ name: string }>(
        "select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename not like '%migrations%'",
      );
  await client.query(`lock table ${tables.rows.map((t) => t.name).join(", ")} in access exclusive mode`);
  const released = (async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const at = Date.now();
    await client.query("commit");
    await client.end();
    return at;
  })();
  return { released };
}
