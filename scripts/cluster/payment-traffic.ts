import { randomUUID } from 'node:crypto';
import { paymentBody, type Target } from '../../bench/payment-writers';

// Payment writers through the proxy, each posting one payment after another with an Idempotency-Key of its own.
// A write the proxy could not finish (502/503/504, a dropped connection) is sent again with the same key and body,
// as the app's client does, until it is answered; the key goes into the payment's comment so that the database can
// be asked afterwards how many payments each key made.

export type Ack = { key: string; paymentId: number; at: number };
export type Traffic = { acks: Ack[]; retries: number; failures: string[]; keys: string[] };

const RETRYABLE = new Set([502, 503, 504]);
const MAX_ATTEMPTS = 20;

export const commentOf = (key: string) => `cluster ${key}`;

const postOnce = async (proxyUrl: string, token: string, key: string, body: string) => {
  try {
    const response = await fetch(`${proxyUrl}/api/addPayment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: (error as Error).message };
  }
};

const writer = async (proxyUrl: string, token: string, target: Target, until: () => boolean, traffic: Traffic) => {
  while (!until()) {
    const key = randomUUID();
    traffic.keys.push(key);
    const body = JSON.stringify({ ...paymentBody(target, 0), paymentComment: commentOf(key) });
    for (let attempt = 1; ; attempt += 1) {
      const { status, text } = await postOnce(proxyUrl, token, key, body);
      if (status === 201) {
        traffic.acks.push({ key, paymentId: (JSON.parse(text) as { paymentId: number }).paymentId, at: Date.now() });
        break;
      }
      if ((status !== 0 && !RETRYABLE.has(status)) || attempt === MAX_ATTEMPTS) {
        traffic.failures.push(`${key}: HTTP ${status} after ${attempt} attempts: ${text.slice(0, 200)}`);
        break;
      }
      traffic.retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

// `writers` loops on their own students until `durationMs` has passed; `midway` runs once, `killAfterMs` in.
export const runPaymentTraffic = async (options: { proxyUrl: string; token: string; targets: Target[]; durationMs: number; killAfterMs: number; midway: () => void }) => {
  const traffic: Traffic = { acks: [], retries: 0, failures: [], keys: [] };
  const end = Date.now() + options.durationMs;
  const killer = setTimeout(options.midway, options.killAfterMs);
  try {
    await Promise.all(options.targets.map((target) => writer(options.proxyUrl, options.token, target, () => Date.now() > end, traffic)));
  } finally {
    clearTimeout(killer);
  }
  return traffic;
};
