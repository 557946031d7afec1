import { metrics } from '../src/metrics';

/**
 * The statements of one `kind` (select, insert, update, …) that `action` runs, from the server's
 * statement counter (issue 19 item 7). The server's background jobs (outbox, billing schedule)
 * also run statements now and then, so the fewest over `runs` runs is the action's own count: it
 * can never be below it. `action` gets the run's number, to make each run's input its own.
 */
export async function statementsDuring(
  kind: string,
  action: (run: number) => Promise<unknown>,
  runs = 5,
): Promise<number> {
  const count = async () =>
    (await metrics.dbStatements.get()).values
      .filter((v) => v.metricName?.endsWith('_count') && v.labels.kind === kind)
      .reduce((sum, v) => sum + v.value, 0);
  let fewest = Infinity;
  for (let run = 0; run < runs; run++) {
    const before = await count();
    await action(run);
    fewest = Math.min(fewest, (await count()) - before);
  }
  return fewest;
}
