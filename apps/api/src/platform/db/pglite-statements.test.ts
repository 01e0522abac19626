import { readFileSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './database.js';

/** Drizzle's `execute` answer on PGlite (typed `unknown` behind the shared `Db`). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

// Decision 351: on PGlite every parameterised statement is prepared once and then only bound and
// run. These tests compare each answer with PGlite's own `query` on a second instance holding the
// same rows, so "the same answer" is checked against the library, not against a copy of it.

const schema = `
  create table items (
    id serial primary key,
    name text not null unique,
    price integer not null check (price >= 0),
    tags jsonb,
    created_at timestamptz not null default '2026-01-02T03:04:05Z',
    day date,
    active boolean not null default true
  );
  insert into items (name, price, tags, day) values
    ('a', 10, '{"x":1}', '2026-03-01'), ('b', 20, null, null), ('c', 30, '[1,2]', '2026-03-03');
`;

let database: Database;
let prepared: PGlite;
let plain: PGlite;

beforeAll(async () => {
  // Both start from the test run's initialised cluster (global setup) instead of running initdb.
  const template = () => new Blob([readFileSync(inject('pgliteTemplate'))]);
  database = await openDatabase({ dataDir: 'memory://', pgliteTemplate: template() });
  prepared = database.pglite as PGlite;
  await prepared.exec(schema);
  plain = await PGlite.create('memory://', { loadDataDir: template() });
  await plain.exec(schema);
});

afterAll(async () => {
  await database.close();
  await plain.close();
});

/** Runs the same statement on both instances: both answers. */
async function both(text: string, params: unknown[], options?: Parameters<PGlite['query']>[2]) {
  const mine = await prepared.query(text, params, options);
  const theirs = await plain.query(text, params, options);
  return [mine, theirs] as const;
}

describe('prepared statements on PGlite (decision 351)', () => {
  it('answers a select like PGlite does, in object and array mode, twice in a row', async () => {
    const text = 'select * from items where price >= $1 order by id';
    for (let round = 0; round < 2; round += 1) {
      const [mine, theirs] = await both(text, [15]);
      expect(mine).toEqual(theirs);
      expect(mine.rows).toHaveLength(2);
      const [mineArray, theirsArray] = await both(text, [0], { rowMode: 'array' });
      expect(mineArray).toEqual(theirsArray);
      expect(mineArray.rows[0]).toEqual([
        1,
        'a',
        10,
        { x: 1 },
        new Date('2026-01-02T03:04:05Z'),
        new Date('2026-03-01'),
        true,
      ]);
    }
  });

  it("reads columns with the caller's parsers where it brings them (Drizzle keeps timestamps as text)", async () => {
    const parsers = { [types.TIMESTAMPTZ]: (value: string) => value };
    const [mine, theirs] = await both('select created_at, day from items where id = $1', [1], {
      rowMode: 'array',
      parsers,
    });
    expect(mine).toEqual(theirs);
    expect((mine.rows[0] as unknown[])[0]).toMatch(/^2026-01-02 03:04:05/);
    expect((mine.rows[0] as unknown[])[1]).toBeInstanceOf(Date);
  });

  it('serialises values by the parameter types: json, booleans, dates and nulls', async () => {
    const text =
      'insert into items (name, price, tags, day, active) values ($1, $2, $3, $4, $5) returning *';
    const [mine, theirs] = await both(text, [
      'd',
      40,
      { nested: [1, 'two'] },
      new Date('2026-04-04T00:00:00Z'),
      false,
    ]);
    expect(mine).toEqual(theirs);
    expect(mine.affectedRows).toBe(1);
    expect(mine.rowCount).toBe(1);
    expect(mine.command).toBe('INSERT');
    const [mineNull, theirsNull] = await both(text, ['e', 50, null, undefined, true]);
    expect(mineNull).toEqual(theirsNull);
    expect((mineNull.rows[0] as { tags: unknown }).tags).toBeNull();
  });

  it('counts the rows an update or delete changed and answers no fields without a returning', async () => {
    const [mine, theirs] = await both(
      'update items set price = price + $1 where price < $2',
      [1, 100],
    );
    expect(mine).toEqual(theirs);
    expect(mine.affectedRows).toBe(5);
    expect(mine.fields).toEqual([]);
    expect(mine.command).toBe('UPDATE');
  });

  it('fails with PGlite’s database error, code and constraint included, and stays usable', async () => {
    const text = 'insert into items (name, price) values ($1, $2)';
    const errors = await Promise.all(
      [prepared, plain].map((db) => db.query(text, ['a', 1]).catch((error: unknown) => error)),
    );
    for (const error of errors) {
      expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key', query: text });
    }
    const checks = await Promise.all(
      [prepared, plain].map((db) => db.query(text, ['z', -1]).catch((error: unknown) => error)),
    );
    expect(checks[0]).toMatchObject({ code: '23514', constraint: 'items_price_check' });
    expect(
      (await prepared.query('select count(*)::int as n from items where price > $1', [0])).rows,
    ).toEqual(
      (await plain.query('select count(*)::int as n from items where price > $1', [0])).rows,
    );
  });

  it('does not keep a statement that failed to prepare', async () => {
    const text = 'select * from not_yet_there where id = $1';
    await expect(prepared.query(text, [1])).rejects.toMatchObject({ code: '42P01' });
    await prepared.exec(
      'create table not_yet_there (id integer primary key); insert into not_yet_there values (1)',
    );
    expect((await prepared.query(text, [1])).rows).toEqual([{ id: 1 }]);
  });

  it('prepares again after a schema change turned the cached plan invalid', async () => {
    await prepared.exec(
      'create table shifting (id integer primary key, a text); insert into shifting values (1, $$x$$)',
    );
    const text = 'select * from shifting where id = $1';
    expect((await prepared.query(text, [1])).rows).toEqual([{ id: 1, a: 'x' }]);
    await prepared.exec('alter table shifting add column b integer default 7');
    // PostgreSQL refuses the old plan once (its result type changed); the next call re-prepares.
    const first = await prepared.query(text, [1]).catch((error: unknown) => error);
    const answer = first instanceof Error ? await prepared.query(text, [1]) : first;
    expect((answer as { rows: unknown[] }).rows).toEqual([{ id: 1, a: 'x', b: 7 }]);
  });

  it('runs inside a Drizzle transaction and rolls back with it', async () => {
    const db = database.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into items (name, price) values (${'in-tx'}, ${5})`);
        const seen = await tx.execute(sql`select name from items where name = ${'in-tx'}`);
        expect(rowsOf(seen)).toEqual([{ name: 'in-tx' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await db.execute(sql`select name from items where name = ${'in-tx'}`);
    expect(rowsOf(after)).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (name, price) values (${'kept'}, ${6})`);
    });
    expect(rowsOf(await db.execute(sql`select price from items where name = ${'kept'}`))).toEqual([
      { price: 6 },
    ]);
  });

  it('refuses a statement on a transaction that is already closed', async () => {
    let leaked: { query: PGlite['query'] } | undefined;
    await prepared.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked?.query('select $1::int as n', [1])).rejects.toThrow(
      'Transaction is closed',
    );
  });
});
