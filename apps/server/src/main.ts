import { ConfigError, loadConfig } from './config';
import { DEMO_DOMAIN, DEMO_PASSWORD, demoAccounts, demoEmail } from './seed/demo-accounts';
import { startServer } from './server';

/** The process: configuration, start, the banner with URL and demo logins, graceful stop. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const lines = [
    '',
    `  ${config.brandName} is running at ${server.url}`,
    `  Database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${server.url}/api/docs`,
  ];
  const demo = await server.database.db
    .selectFrom('users')
    .select('email')
    .where('tenant_id', '=', config.defaultTenant)
    .where('email', 'like', `%@${DEMO_DOMAIN}`)
    .limit(1)
    .executeTakeFirst();
  if (demo) {
    const how = server.seeded ? 'Seeded' : 'Reusing the existing data with';
    lines.push(`  ${how} ${demoAccounts.length} demo accounts (password: ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts)
      lines.push(`    ${demoEmail(account.key).padEnd(42)} ${account.label}`);
  } else {
    lines.push('  Existing data reused (no demo accounts in it).');
  }
  // Issue 16: the back office's first admin (decision 0170), shown once, when it was created.
  if (server.admin) {
    lines.push(`  Back office: ${server.url}/admin`);
    lines.push(
      `    ${server.admin.email.padEnd(42)} admin` +
        (server.admin.password
          ? ` (password: ${server.admin.password})`
          : ' (password: ADMIN_PASSWORD)'),
    );
    lines.push(`    TOTP enrolment (scan or paste into an authenticator app):`);
    lines.push(`    ${server.admin.totpUri}`);
  } else {
    lines.push(`  Back office: ${server.url}/admin (staff accounts already exist)`);
  }
  lines.push('  Press Ctrl-C to stop.', '');
  process.stdout.write(lines.join('\n') + '\n');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal} received: finishing in-flight requests…\n`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close();
    process.stdout.write('Stopped.\n');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `Failed to start: ${String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
