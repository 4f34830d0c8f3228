/**
 * What every test kind (gateway, worker, e2e) uses to act as the operator of the reference
 * gateway: its token (gateway/README.md; GATEWAY_ADMIN_TOKEN for another gateway), the headers
 * of an operator call, and the gateway's fault switch. One place, so a token or a switch that
 * changes changes once.
 */
import { expect } from 'vitest';

export const ADMIN_TOKEN = process.env.GATEWAY_ADMIN_TOKEN ?? 'dev-admin-token';

/** The headers of an operator call with a JSON body. */
export const OPERATOR_HEADERS: Readonly<Record<string, string>> = { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN };

/** A fault of the gateway (POST /__admin/faults): calls under `prefix` fail as `kind` (for `ms` where it takes one). */
export interface Fault {
  prefix: string;
  kind: string;
  ms?: number;
}

/**
 * Switches a fault of the gateway at `gatewayUrl` on for the brand `merchantCode`, or, with
 * null, every fault off; fails the test if the gateway refuses.
 */
export async function setFault(gatewayUrl: string, fault: Fault | null, merchantCode = 'DEMO'): Promise<void> {
  const res = await fetch(`${gatewayUrl}/__admin/faults`, {
    method: fault ? 'POST' : 'DELETE',
    headers: OPERATOR_HEADERS,
    body: fault ? JSON.stringify({ merchantCode, ...fault }) : undefined,
  });
  expect(res.status).toBe(200);
}

/** The number a text shows, its grouping and currency left out ("₫ 1.234.000" -> 1234000). */
export const digits = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));
