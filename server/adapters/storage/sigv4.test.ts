import { describe, expect, it } from 'vitest';
import { amzDate, sha256Hex, signRequest, uriEncode } from './sigv4';

// The "GET object" example of the S3 documentation (sig-v4-header-based-auth.html).
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const getObject = {
  method: 'GET',
  path: '/test.txt',
  query: '',
  headers: {
    Host: 'examplebucket.s3.amazonaws.com',
    Range: 'bytes=0-9',
    'x-amz-content-sha256': EMPTY_SHA256,
    'x-amz-date': '20130524T000000Z',
  },
  payloadHash: EMPTY_SHA256,
};

describe('signRequest', () => {
  it("matches AWS's published GET object example byte for byte", () => {
    const result = signRequest(getObject, credentials);
    expect(result.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(result.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
    expect(result.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(result.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('changes with the secret, the path and the headers', () => {
    const base = signRequest(getObject, credentials).signature;
    expect(signRequest(getObject, { ...credentials, secretAccessKey: 'other' }).signature).not.toBe(base);
    expect(signRequest({ ...getObject, path: '/test2.txt' }, credentials).signature).not.toBe(base);
    expect(
      signRequest({ ...getObject, headers: { ...getObject.headers, Range: 'bytes=0-8' } }, credentials).signature,
    ).not.toBe(base);
  });

  it('sorts the query string by encoded name', () => {
    const { canonicalRequest } = signRequest({ ...getObject, query: 'prefix=a b&max-keys=2&acl' }, credentials);
    expect(canonicalRequest.split('\n')[2]).toBe('acl=&max-keys=2&prefix=a%20b');
  });

  it('requires x-amz-date', () => {
    expect(() => signRequest({ ...getObject, headers: { host: 'h' } }, credentials)).toThrow(/x-amz-date/);
  });
});

describe('helpers', () => {
  it('encodes per RFC 3986', () => {
    expect(uriEncode("a b/c!'()*~._-")).toBe('a%20b%2Fc%21%27%28%29%2A~._-');
  });

  it('formats the request date', () => {
    expect(amzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
  });

  it('hashes the empty payload', () => {
    expect(sha256Hex('')).toBe(EMPTY_SHA256);
  });
});
