import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../../domain/errors';
import { classifyAddress } from './address-policy';
import { fetchRecipePage, type FetchRecipePageOptions } from './safe-fetch';

const PRIVATE = 'That address points to a private network and cannot be imported.';
const HTML = '<!doctype html><html><head><title>Pancakes</title></head><body>Pancakes</body></html>';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A local test server; each path answers in its own way. Nothing here reaches beyond 127.0.0.1. */
const routes: Record<string, Handler> = {
  '/recipe': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(HTML);
  },
  '/host': (request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<p>${request.headers.host ?? ''}</p>`);
  },
  '/latin1': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
    response.end(Buffer.from('<p>Crème brûlée</p>', 'latin1'));
  },
  '/gzip': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    response.end(gzipSync(HTML));
  },
  '/redirect': (_request, response) => {
    response.writeHead(302, { location: '/recipe' });
    response.end();
  },
  '/redirect-to-metadata': (_request, response) => {
    response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
    response.end();
  },
  '/redirect-to-file': (_request, response) => {
    response.writeHead(302, { location: 'file:///etc/passwd' });
    response.end();
  },
  '/loop': (_request, response) => {
    response.writeHead(302, { location: '/loop' });
    response.end();
  },
  '/big': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(256 * 1024, 'a');
    for (let sent = 0; sent < 3 * 1024 * 1024; sent += chunk.length) response.write(chunk);
    response.end();
  },
  '/big-declared': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(5 * 1024 * 1024) });
    response.write('<p>');
  },
  '/gzip-bomb': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    response.end(gzipSync(Buffer.alloc(4 * 1024 * 1024, 'a')));
  },
  '/silent': () => {
    // Never answers.
  },
  '/trickle': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<p>first bytes, then nothing');
  },
  '/json': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  },
  '/missing': (_request, response) => {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<p>Not found</p>');
  },
  '/blocked': (_request, response) => {
    response.writeHead(403, { 'content-type': 'text/html' });
    response.end('<p>Are you a robot?</p>');
  },
  '/broken': (_request, response) => {
    response.writeHead(503, { 'content-type': 'text/html' });
    response.end('<p>Down for maintenance</p>');
  },
};

let server: Server;
let base: string;
let hits: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const route = routes[request.url ?? ''];
    if (route) route(request, response);
    else response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits = [];
});

const local: FetchRecipePageOptions = { allowLoopback: true };

async function refusal(url: string, options?: FetchRecipePageOptions): Promise<AppError> {
  const error: unknown = await fetchRecipePage(url, options).then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  expect(error.code).toBe('BAD_REQUEST');
  return error;
}

describe('fetchRecipePage refuses addresses it must not reach', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.1.2.3:8080/',
    'http://10.0.0.5/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
  ])('refuses %s', async (url) => {
    expect((await refusal(url)).message).toBe(PRIVATE);
  });

  it('refuses localhost, checked on the address it resolves to', async () => {
    expect((await refusal('http://localhost/')).message).toBe(PRIVATE);
  });

  it('refuses a host when any of its addresses is private', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect((await refusal('https://recipes.example/', { resolve })).message).toBe(PRIVATE);
  });

  it('refuses the local test server unless loopback is explicitly allowed', async () => {
    expect((await refusal(`${base}/recipe`)).message).toBe(PRIVATE);
    expect(hits).toEqual([]);
  });

  it.each([
    ['file:///etc/passwd', 'Only web addresses starting with http:// or https:// can be imported.'],
    ['ftp://ftp.example/recipe.html', 'Only web addresses starting with http:// or https:// can be imported.'],
    ['http://user:pass@recipes.example/', 'Web addresses with a user name or password cannot be imported.'],
    ['http://user@recipes.example/', 'Web addresses with a user name or password cannot be imported.'],
    ['not a url', 'That is not a valid web address.'],
  ])('refuses %s', async (url, message) => {
    expect((await refusal(url)).message).toBe(message);
  });
});

describe('fetchRecipePage reading a page', () => {
  it('returns the HTML and the address it came from', async () => {
    await expect(fetchRecipePage(`${base}/recipe`, local)).resolves.toEqual({
      url: `${base}/recipe`,
      html: HTML,
      contentType: 'text/html; charset=utf-8',
    });
  });

  it('connects to the address it checked, not to a second DNS answer', async () => {
    const port = (server.address() as AddressInfo).port;
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const page = await fetchRecipePage(`http://recipes.invalid:${port}/host`, { ...local, resolve });
    expect(page.html).toBe(`<p>recipes.invalid:${port}</p>`);
  });

  it('decodes compressed bodies and declared character sets', async () => {
    expect((await fetchRecipePage(`${base}/gzip`, local)).html).toBe(HTML);
    expect((await fetchRecipePage(`${base}/latin1`, local)).html).toBe('<p>Crème brûlée</p>');
  });

  it('follows a redirect', async () => {
    const page = await fetchRecipePage(`${base}/redirect`, local);
    expect(page.url).toBe(`${base}/recipe`);
    expect(page.html).toBe(HTML);
  });

  it('checks every redirect target again', async () => {
    expect((await refusal(`${base}/redirect-to-metadata`, local)).message).toBe(PRIVATE);
    expect((await refusal(`${base}/redirect-to-file`, local)).message).toMatch(/http:\/\/ or https:\/\//);
  });

  it('follows at most 3 redirects', async () => {
    expect((await refusal(`${base}/loop`, local)).message).toBe('The page redirected too many times.');
    expect(hits).toHaveLength(4);
  });

  it('stops reading past 2 MB', async () => {
    const tooLarge = 'The page is too large to import (over 2 MB).';
    expect((await refusal(`${base}/big`, local)).message).toBe(tooLarge);
    expect((await refusal(`${base}/big-declared`, local)).message).toBe(tooLarge);
    expect((await refusal(`${base}/gzip-bomb`, local)).message).toBe(tooLarge);
  });

  it('gives up when the page takes too long', async () => {
    const started = Date.now();
    const message = 'The page took too long to answer.';
    expect((await refusal(`${base}/silent`, { ...local, timeoutMs: 200 })).message).toBe(message);
    expect((await refusal(`${base}/trickle`, { ...local, timeoutMs: 200 })).message).toBe(message);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('accepts only HTML answers that succeeded', async () => {
    expect((await refusal(`${base}/json`, local)).message).toBe('That address does not lead to a web page.');
    expect((await refusal(`${base}/missing`, local)).message).toBe(
      'That page was not found (HTTP 404). Check the address.',
    );
    expect((await refusal(`${base}/blocked`, local)).message).toBe(
      'That website did not let us read the page (HTTP 403). You can type the recipe in instead.',
    );
    expect((await refusal(`${base}/broken`, local)).message).toBe(
      'That website had a problem (HTTP 503). Please try again later.',
    );
  });
});

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['172.32.0.1', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.255.255.255', 'forbidden'],
    ['172.31.255.255', 'forbidden'],
    ['100.127.255.255', 'forbidden'],
    ['255.255.255.255', 'forbidden'],
    ['fc00::1', 'forbidden'],
    ['fe80::1%eth0', 'forbidden'],
    ['2002:a00:1::', 'forbidden'],
    ['2001:db8::1', 'forbidden'],
    ['::ffff:0:a9fe:a9fe', 'forbidden'],
    ['example.com', 'forbidden'],
  ])('classifies %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});
