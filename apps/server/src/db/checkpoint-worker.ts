import { parentPort, workerData } from 'node:worker_threads';
import { sqliteDriver } from './sqlite-driver';

/**
 * The SQLite checkpointer (decision 0225): a connection of its own on a thread of its own copies
 * the write-ahead log into the database file (a PASSIVE checkpoint: it never waits for, nor
 * blocks, the server's readers and writers) every `intervalMs`, so the server's commits no longer
 * stop to do it. It answers "stop" by closing its connection and ending.
 */
export interface CheckpointerOptions {
  readonly file: string;
  readonly intervalMs: number;
}

if (parentPort) {
  const port = parentPort;
  const { file, intervalMs } = workerData as CheckpointerOptions;
  const SQLite = sqliteDriver();
  const sqlite = new SQLite(file);
  // The server's durability setting: a checkpoint syncs the log, then the database file.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpoint = () => {
    try {
      sqlite.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // Busy (another checkpoint is running) or the file is going away: the next tick tries again.
    }
  };
  const timer = setInterval(checkpoint, intervalMs);
  port.on('message', (message: unknown) => {
    if (message !== 'stop') return;
    clearInterval(timer);
    checkpoint();
    sqlite.close();
    port.close();
  });
}
