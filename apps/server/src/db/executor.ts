import type { Kysely, Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * Where a repository runs its statements: the database itself or a caller's transaction. It is the
 * platform layer's type (issue 20 item 6): every module that writes SQL takes one.
 */
export type Executor = Db | Transaction<Database> | Kysely<Database>;
