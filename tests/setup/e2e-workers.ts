/**
 * How many e2e files run at a time, each on its own server set (tests/setup/servers.ts):
 * E2E_WORKERS, or 2. Each worker adds a gateway, a portal and a Chromium, so more than the
 * machine's cores only adds waiting.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  return Number.isInteger(asked) && asked >= 1 ? asked : 2;
}
