/** The journeys' server port (E2E_PORT lets parallel runs use their own). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** A second server of the same build, configured with a marketing site (decision 0133). */
export const MARKETING_PORT = E2E_PORT + 100;
export const MARKETING_SITE_URL = 'https://www.halyard.test';
/**
 * A third server of the same build for the journeys that move its clock (decision 0240): they run
 * one after another on it while the other journeys run on the first.
 */
export const CLOCK_PORT = E2E_PORT + 200;
/** The ports whose servers record request bodies for the card-data scan (decision 0092). */
export const RECORDED_PORTS = [E2E_PORT, CLOCK_PORT];

/** The back office's seeded admin (issue 16): its TOTP secret, so journeys compute its codes. */
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const ADMIN_EMAIL = 'admin@demo.halyard.test';
export const ADMIN_PASSWORD = 'admin-demo-password';
