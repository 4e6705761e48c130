import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { ORIGIN } from '../test/factories';

// Development tools answer only a browser on this machine; the app accepts its own pages at any address.
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

const LAN = '192.168.1.20';

describe('development tools answer only loopback', () => {
  it('opens the outbox to a browser on this machine', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const res = await t.app.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
    expect((await t.app.inject({ url: '/dev/mail', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('refuses the outbox to another machine, even one that names localhost', async () => {
    const res = await t.app.inject({ url: '/dev/mail', remoteAddress: LAN, headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/only answers a browser on the machine that runs the server/);
    expect((await t.app.inject({ url: '/dev/mail/anything', remoteAddress: LAN })).statusCode).toBe(403);
  });

  it('refuses a client that a proxy on this machine forwards, with or without TRUST_PROXY', async () => {
    for (const app of [t.app, proxied.app]) {
      const forwarded = await app.inject({
        url: '/dev/mail',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(forwarded.statusCode).toBe(403);
      const rfc7239 = await app.inject({
        url: '/dev/mail',
        remoteAddress: '127.0.0.1',
        headers: { forwarded: 'for=203.0.113.9;proto=https' },
      });
      expect(rfc7239.statusCode).toBe(403);
      // A forged "I am loopback" header from a remote client widens nothing.
      const forged = await app.inject({
        url: '/dev/mail',
        remoteAddress: LAN,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(403);
    }
  });

  it('refuses a page whose own name was made to resolve to this machine (DNS rebinding)', async () => {
    const res = await t.app.inject({
      url: '/dev/mail',
      remoteAddress: '127.0.0.1',
      headers: { host: 'rebind.attacker.example:3000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses the sandbox gateway's payment page to another machine", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' };
    const remote = await t.app.inject({
      method: 'POST',
      url: '/api/billing/sandbox',
      remoteAddress: LAN,
      headers: form,
      payload: 'encRequest=x&access_code=SANDBOXACCESSCODE',
    });
    expect(remote.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/billing/sandbox', remoteAddress: LAN })).statusCode).toBe(403);
    // From this machine it reads the request (and refuses this one as unreadable: the guard let it through).
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/billing/sandbox',
      headers: form,
      payload: 'encRequest=x&access_code=SANDBOXACCESSCODE',
    });
    expect(local.statusCode).toBe(400);
  });
});

describe('same-origin requests at any address', () => {
  // better-auth checks the Origin when the browser sends cookies, and a callbackURL always.
  const signUp = (app: TestApp['app'], host: string, origin: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: LAN,
      headers: { host, origin, cookie: 'theme=dark' },
      payload: { name: 'Asha', email, password: 'Tamarind7!', callbackURL: `${origin}/dashboard` },
    });

  it('accepts the app opened at a LAN address (our guard and better-auth)', async () => {
    const res = await signUp(t.app, `${LAN}:3000`, `http://${LAN}:3000`, 'lan@example.com');
    expect(res.statusCode).toBe(200);
    // Any other save passes the guard too (and then asks for the voter's e-mail, as it should).
    const vote = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wishlist/1/vote',
        remoteAddress: LAN,
        headers: { host: `${LAN}:3000`, origin },
        payload: {},
      });
    expect((await vote(`http://${LAN}:3000`)).statusCode).toBe(400);
    expect((await vote('http://evil.example')).statusCode).toBe(403);
  });

  it('accepts the address the browser used behind a trusted proxy (X-Forwarded-Host)', async () => {
    const headers = { host: '127.0.0.1:3000', 'x-forwarded-host': 'meals.example.org', 'x-forwarded-proto': 'https' };
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '127.0.0.1',
      headers: { ...headers, origin: 'https://meals.example.org', cookie: 'theme=dark' },
      payload: {
        name: 'Asha',
        email: 'proxy@example.com',
        password: 'Tamarind7!',
        callbackURL: 'https://meals.example.org/dashboard',
      },
    });
    expect(res.statusCode).toBe(200);
    // Without TRUST_PROXY the forwarded name is not believed.
    const untrusted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '127.0.0.1',
      headers: { ...headers, origin: 'https://meals.example.org' },
      payload: { name: 'Asha', email: 'proxy2@example.com', password: 'Tamarind7!', callbackURL: '/dashboard' },
    });
    expect(untrusted.statusCode).toBe(403);
  });

  it('still refuses another site, with the message the web app shows', async () => {
    const res = await signUp(t.app, `${LAN}:3000`, 'http://evil.example', 'evil@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'This request did not come from the Mealwise app.' },
    });
    // A different port on the same machine is another origin too.
    expect((await signUp(t.app, `${LAN}:3000`, `http://${LAN}:8080`, 'port@example.com')).statusCode).toBe(403);
    // APP_URL itself keeps working.
    expect((await signUp(t.app, 'localhost:3000', ORIGIN, 'app-url@example.com')).statusCode).toBe(200);
  });
});
