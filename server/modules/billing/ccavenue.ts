import { createCipheriv, createDecipheriv, createHash, createHmac } from 'node:crypto';

/**
 * The CCAvenue redirect protocol (ARCHITECTURE.md, payments): the merchant posts `encRequest` and
 * `access_code` to the gateway; the gateway posts `encResp` back to the redirect URL. Both payloads
 * are URL-encoded key=value pairs, encrypted with AES-128-CBC under key = MD5(working key) and the
 * fixed IV 0x00..0x0f, written as lowercase hex. The built-in sandbox speaks the same protocol.
 */
const IV = Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);

const keyOf = (workingKey: string) => createHash('md5').update(workingKey, 'utf8').digest();

export function encrypt(plainText: string, workingKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyOf(workingKey), IV);
  return Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]).toString('hex');
}

export class DecryptError extends Error {
  constructor(message = 'The payment answer could not be read.') {
    super(message);
    this.name = 'DecryptError';
  }
}

/** Throws DecryptError for anything that is not hex of whole blocks under this key with valid padding and UTF-8. */
export function decrypt(encHex: string, workingKey: string): string {
  const hex = encHex.trim();
  if (!hex || hex.length % 32 !== 0 || !/^[0-9a-f]+$/i.test(hex)) throw new DecryptError();
  try {
    const decipher = createDecipheriv('aes-128-cbc', keyOf(workingKey), IV);
    const plain = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new DecryptError();
  }
}

/** The fields of a payment request, in the order the gateway documents them. */
export interface PaymentRequest {
  merchant_id: string;
  order_id: string;
  currency: string;
  amount: string;
  redirect_url: string;
  cancel_url: string;
  language: string;
  billing_email: string;
  billing_name: string;
}

const REQUEST_FIELDS = [
  'merchant_id',
  'order_id',
  'currency',
  'amount',
  'redirect_url',
  'cancel_url',
  'language',
  'billing_email',
  'billing_name',
] as const;

export function requestPlainText(request: PaymentRequest): string {
  return REQUEST_FIELDS.map((k) => `${k}=${encodeURIComponent(request[k])}`).join('&');
}

export function encryptRequest(request: PaymentRequest, workingKey: string): string {
  return encrypt(requestPlainText(request), workingKey);
}

/** Key=value pairs of a decrypted payload. */
export function parsePairs(plain: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(plain));
}

/** The request as the (sandbox) gateway reads it; DecryptError when unreadable or incomplete. */
export function decryptRequest(encRequest: string, workingKey: string): PaymentRequest {
  const pairs = parsePairs(decrypt(encRequest, workingKey));
  const missing = REQUEST_FIELDS.filter((k) => pairs[k] === undefined);
  if (missing.length) throw new DecryptError(`The payment request lacks ${missing.join(', ')}.`);
  return Object.fromEntries(REQUEST_FIELDS.map((k) => [k, pairs[k]!])) as unknown as PaymentRequest;
}

export interface PaymentResponse {
  order_id: string;
  tracking_id: string;
  order_status: string;
  amount: string;
  currency: string;
  failure_message?: string;
}

export function encryptResponse(response: PaymentResponse, workingKey: string): string {
  const pairs = Object.entries(response).filter((e): e is [string, string] => typeof e[1] === 'string');
  return encrypt(new URLSearchParams(pairs).toString(), workingKey);
}

/** The gateway's answer; DecryptError when unreadable or lacking order_id / order_status. */
export function decryptResponse(encResp: string, workingKey: string): PaymentResponse {
  const p = parsePairs(decrypt(encResp, workingKey));
  if (!p.order_id || !p.order_status) throw new DecryptError('The payment answer lacks an order id or status.');
  return {
    order_id: p.order_id,
    tracking_id: p.tracking_id ?? '',
    order_status: p.order_status,
    amount: p.amount ?? '',
    currency: p.currency ?? '',
    failure_message: p.failure_message,
  };
}

/** How the product names a gateway status (spec 000 section 4): Success, Aborted, Failure, anything else. */
export type PaymentOutcome = 'success' | 'aborted' | 'failure' | 'other';
export function outcomeOf(orderStatus: string): PaymentOutcome {
  const s = orderStatus.trim().toLowerCase();
  return s === 'success' ? 'success' : s === 'aborted' ? 'aborted' : s === 'failure' ? 'failure' : 'other';
}

export interface GatewayConfig {
  kind: 'ccavenue' | 'sandbox';
  merchantId: string;
  accessCode: string;
  workingKey: string;
  paymentUrl: string;
}

/** The sandbox's working key: derived from the app secret, so its answers cannot be forged from outside. */
export function sandboxWorkingKey(secret: string): string {
  return createHmac('sha256', secret).update('mealwise-ccavenue-sandbox').digest('hex').slice(0, 32);
}

export const SANDBOX_MERCHANT_ID = 'sandbox';
export const SANDBOX_ACCESS_CODE = 'SANDBOXACCESSCODE';
