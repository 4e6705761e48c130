import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decrypt,
  decryptRequest,
  decryptResponse,
  DecryptError,
  encrypt,
  encryptRequest,
  encryptResponse,
  outcomeOf,
  requestPlainText,
  type PaymentRequest,
} from './ccavenue';

const KEY = 'ABCDEF0123456789ABCDEF0123456789';
const request: PaymentRequest = {
  merchant_id: '12345',
  order_id: 'ord_1',
  currency: 'INR',
  amount: '299.00',
  redirect_url: 'https://mealwise.app/api/billing/response',
  cancel_url: 'https://mealwise.app/api/billing/response',
  language: 'EN',
  billing_email: 'priya+test@example.com',
  billing_name: 'Priya Sharma',
};

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
}

/** The same encryption done by openssl, independently of node's cipher API usage in ccavenue.ts. */
function opensslEncrypt(plain: string, workingKey: string): string {
  const keyHex = createHash('md5').update(workingKey).digest('hex');
  const out = execFileSync(
    'openssl',
    ['enc', '-aes-128-cbc', '-K', keyHex, '-iv', '000102030405060708090a0b0c0d0e0f'],
    { input: plain },
  );
  return out.toString('hex');
}

describe('ccavenue crypto', () => {
  it('matches a hand-checked vector: MD5 of the working key and the fixed IV', () => {
    // printf hello | openssl enc -aes-128-cbc -K 3c6e0b8a9c15224a8228b9a98ca1531d -iv 000102030405060708090a0b0c0d0e0f | xxd -p
    expect(createHash('md5').update('key').digest('hex')).toBe('3c6e0b8a9c15224a8228b9a98ca1531d');
    expect(encrypt('hello', 'key')).toBe('509decfcb288d11b529f9d754ca1cc2f');
  });

  it.runIf(hasOpenssl())('agrees with openssl on a full request', () => {
    const plain = requestPlainText(request);
    expect(plain).toBe(
      'merchant_id=12345&order_id=ord_1&currency=INR&amount=299.00&redirect_url=https%3A%2F%2Fmealwise.app%2Fapi%2Fbilling%2Fresponse&cancel_url=https%3A%2F%2Fmealwise.app%2Fapi%2Fbilling%2Fresponse&language=EN&billing_email=priya%2Btest%40example.com&billing_name=Priya%20Sharma',
    );
    expect(encryptRequest(request, KEY)).toBe(opensslEncrypt(plain, KEY));
    expect(encrypt('hello', 'key')).toBe(opensslEncrypt('hello', 'key'));
  });

  it('round-trips requests and responses', () => {
    expect(decryptRequest(encryptRequest(request, KEY), KEY)).toEqual(request);
    const response = {
      order_id: 'ord_1',
      tracking_id: 'trk_9',
      order_status: 'Success',
      amount: '299.00',
      currency: 'INR',
    };
    expect(decryptResponse(encryptResponse(response, KEY), KEY)).toMatchObject(response);
    expect(decrypt(encrypt('ünïcode & = ?', KEY), KEY)).toBe('ünïcode & = ?');
  });

  it('refuses tampered, truncated, non-hex and foreign-key answers', () => {
    const enc = encryptResponse(
      { order_id: 'ord_1', tracking_id: 't', order_status: 'Success', amount: '1.00', currency: 'USD' },
      KEY,
    );
    const last = enc.slice(-2) === '00' ? '01' : '00';
    expect(() => decryptResponse(enc.slice(0, -2) + last, KEY)).toThrow(DecryptError);
    expect(() => decryptResponse(enc.slice(0, -32), KEY)).toThrow(DecryptError);
    expect(() => decryptResponse(enc.slice(0, -5), KEY)).toThrow(DecryptError);
    expect(() => decryptResponse('zz' + enc.slice(2), KEY)).toThrow(DecryptError);
    expect(() => decryptResponse('', KEY)).toThrow(DecryptError);
    expect(() => decryptResponse(enc, 'another working key')).toThrow(DecryptError);
    expect(() => decryptResponse(encrypt('nothing=here', KEY), KEY)).toThrow(DecryptError);
  });

  it('maps gateway statuses', () => {
    expect(['Success', 'Aborted', 'Failure', 'Invalid', 'success'].map(outcomeOf)).toEqual([
      'success',
      'aborted',
      'failure',
      'other',
      'success',
    ]);
  });
});
