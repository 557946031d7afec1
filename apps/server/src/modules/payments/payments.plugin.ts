import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { withGatewayTimeout } from './gateway-timeout';
import type { PaymentGateway } from './payment-gateway';
import { SandboxGateway } from './sandbox/sandbox-gateway';
import { installSandboxHttp } from './sandbox/sandbox.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments port (timeout-wrapped), for the areas that charge and for tests. */
    paymentGateway: PaymentGateway;
  }
}

export interface PaymentsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Pick<Config, 'payments' | 'site' | 'brandName'>;
}

/**
 * Builds the configured gateway adapter (only the sandbox ships: config refuses anything else),
 * registers its HTTP surface, and returns the port with every call under GATEWAY_TIMEOUT_MS.
 */
export async function installPayments(
  app: FastifyInstance,
  { db, clock, config }: PaymentsDeps,
): Promise<PaymentGateway> {
  const { timeoutMs, sandbox: faults } = config.payments;
  const sandbox = new SandboxGateway({
    db,
    clock,
    seed: faults.seed,
    faults: {
      failureRate: faults.failureRate,
      timeoutRate: faults.timeoutRate,
      latencyMs: faults.latencyMs,
      hangMs: timeoutMs * 2 + 1000, // a dropped answer always outlasts our deadline
    },
  });
  await installSandboxHttp(app, sandbox, {
    site: config.site,
    merchantName: config.brandName,
  });
  const gateway = withGatewayTimeout(sandbox, timeoutMs);
  app.decorate('paymentGateway', gateway);
  return gateway;
}
