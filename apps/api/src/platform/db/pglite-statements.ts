import {
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** At most this many statements are kept prepared in one PGlite instance (as on PostgreSQL). */
const PREPARED_PER_INSTANCE = 500;

/** SQLSTATE 0A000: "cached plan must not change result type" after a schema change. */
const FEATURE_NOT_SUPPORTED = '0A000';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type DataRow = InstanceType<typeof protocol.messages.DataRowMessage>;
type CommandComplete = InstanceType<typeof protocol.messages.CommandCompleteMessage>;
type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type ParameterDescription = InstanceType<typeof protocol.messages.ParameterDescriptionMessage>;
type Query = PGlite['query'];

/** One prepared statement: its name, the types of its parameters and the columns it answers. */
interface Prepared {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

/**
 * PGlite's `query` parses, describes and plans its statement for every call, in six round trips
 * into the WebAssembly Postgres, and copies its whole table of ~320 type parsers when a caller
 * (Drizzle, every call) brings parsers of its own (issue 31: about three quarters of an order's
 * CPU on PGlite). The query function this returns prepares each parameterised statement once,
 * under a name of its own (decision 351, as decision 321 does on PostgreSQL), and then runs it in
 * one round trip (Bind, Execute, Sync), reading each column with the caller's parser or PGlite's.
 * What a statement does and answers is unchanged: the same text and values, the same rows, fields,
 * command and counts, the same errors (a PGlite `DatabaseError` with its SQLSTATE). Statements
 * without values (several commands in one text), with a blob, notices or parameter types, and new
 * texts past PREPARED_PER_INSTANCE go through PGlite's own `query` as before.
 */
export function preparedStatements(client: PGlite) {
  const statements = new Map<string, Prepared>();
  let named = 0;

  /** One exchange of protocol messages, answered whole (an error comes after the Sync). */
  const exchange = (...messages: Uint8Array[]) => {
    let length = 0;
    for (const message of messages) length += message.length;
    const bytes = new Uint8Array(length);
    let offset = 0;
    for (const message of messages) {
      bytes.set(message, offset);
      offset += message.length;
    }
    return client.execProtocolStream(bytes, { syncToFs: false });
  };

  const prepare = async (text: string): Promise<Prepared> => {
    const name = `careshop_${named}`;
    const answer = await exchange(
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    named += 1;
    const params = answer.find(
      (message): message is ParameterDescription => message.name === 'parameterDescription',
    );
    const row = answer.find(
      (message): message is RowDescription => message.name === 'rowDescription',
    );
    const prepared: Prepared = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: (row?.fields ?? []).map((field) => ({
        name: field.name,
        dataTypeID: field.dataTypeID,
      })),
    };
    statements.set(text, prepared);
    return prepared;
  };

  const run = async <T>(
    prepared: Prepared,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> => {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = prepared.paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const answer = await exchange(
      protocol.serialize.bind({ statement: prepared.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    return results<T>(answer, prepared.fields, client.parsers, options);
  };

  /**
   * Runs `text` as a prepared statement, preparing it first if it is new. Outside a transaction
   * (`inTransaction` false) it also waits for PGlite's transaction lock, as PGlite's `query` does.
   */
  const query = async <T>(
    fallback: Query,
    inTransaction: boolean,
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> => {
    if (
      !params ||
      params.length === 0 ||
      options?.blob ||
      options?.onNotice ||
      options?.paramTypes ||
      (!statements.has(text) && statements.size >= PREPARED_PER_INSTANCE)
    ) {
      return fallback<T>(text, params, options);
    }
    const once = () =>
      client.runExclusive(async () => {
        const prepared = statements.get(text) ?? (await prepare(text));
        try {
          return await run<T>(prepared, params, options);
        } catch (error) {
          // A schema change since it was prepared (a column's type, `select *` over a new
          // column): the next call prepares the text again under a new name.
          if ((error as { code?: string }).code === FEATURE_NOT_SUPPORTED) statements.delete(text);
          throw error;
        }
      });
    try {
      if (inTransaction) return await once();
      // biome-ignore lint/complexity/useLiteralKeys: PGlite's own lock, the one its `query` takes.
      const result = await client['_runExclusiveTransaction'](once);
      await client.syncToFs();
      return result;
    } catch (error) {
      throw pgliteError(error, text, params, options);
    }
  };

  /** The instance's `query`, with parameterised statements prepared. */
  const clientQuery = (fallback: Query) =>
    (<T>(text: string, params?: unknown[], options?: QueryOptions) =>
      query<T>(fallback, false, text, params, options)) as Query;

  /** A transaction whose `query` runs parameterised statements prepared; the rest is PGlite's. */
  const inTransaction = (tx: Transaction): Transaction => {
    const fallback = tx.query.bind(tx) as Query;
    return Object.create(tx, {
      query: {
        value: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          return query<T>(fallback, true, text, params, options);
        },
      },
    }) as Transaction;
  };

  return { clientQuery, inTransaction };
}

/** The answer of one statement, as PGlite's `parseResults` builds it. */
function results<T>(
  messages: BackendMessage[],
  fields: Prepared['fields'],
  parsers: PGlite['parsers'],
  options: QueryOptions | undefined,
): Results<T> {
  const rows: unknown[] = [];
  // Each column's parser once per call: the caller's for its type, else PGlite's (PGlite would
  // copy its whole table of parsers to merge them, for every call).
  const columnParsers = fields.map(
    (field) => options?.parsers?.[field.dataTypeID] ?? parsers[field.dataTypeID],
  );
  const cell = (value: string | null, column: number) => {
    if (value === null) return null;
    const parse = columnParsers[column];
    return parse ? parse(value, fields[column]?.dataTypeID ?? 0) : value;
  };
  let done: CommandComplete | undefined;
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message as DataRow).fields;
      if (options?.rowMode === 'array') {
        rows.push(values.map(cell));
      } else {
        const row: Record<string, unknown> = {};
        for (let column = 0; column < values.length; column += 1) {
          row[fields[column]?.name ?? String(column)] = cell(values[column] ?? null, column);
        }
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      done = message as CommandComplete;
    }
  }
  if (!done) return { rows: [], fields: [], affectedRows: 0 } as Results<T>;
  const parts = done.text.split(' ');
  const command = parts[0];
  const rowCount = Number.parseInt(parts[parts.length - 1] ?? '', 10);
  const counted = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command ?? '');
  const result: Results<T> = {
    rows: rows as Results<T>['rows'],
    fields,
    affectedRows: counted ? rowCount : 0,
    ...(command === undefined ? {} : { command }),
  };
  if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
  return result;
}

/** PGlite's error for a failed query: the database error with the query, values and options. */
function pgliteError(
  error: unknown,
  query: string,
  params: unknown[],
  options: QueryOptions | undefined,
): unknown {
  if (error instanceof protocol.messages.DatabaseError) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}
