import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors';
import { createVision } from './create-vision';
import { OpenAiVision } from './openai-vision';

/** A fake OpenAI-compatible server on 127.0.0.1: each test says how it answers; requests are kept. */
type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
const received: { body: Record<string, unknown>; headers: IncomingMessage['headers']; url: string }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ body, headers: req.headers, url: req.url ?? '' });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const answer = (content: unknown, extra: Record<string, unknown> = {}) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, ...extra } }],
});

const vision = (timeoutMs = 2000) =>
  new OpenAiVision({ url: base, model: 'test-vision', apiKey: 'sk-test', timeoutMs });
const photo = { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), mimeType: 'image/jpeg' };

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('OpenAI-compatible vision', () => {
  it('sends the photos as base64 data URLs with the model and key, and reads the ingredients', async () => {
    handler = (_body, _req, res) =>
      json(
        res,
        200,
        answer(
          JSON.stringify({
            ingredients: [
              { name: 'tomatoes', quantity: '4', confidence: 0.92 },
              { name: 'Onion', quantity: 2, confidence: 85 },
              { name: 'coriander' },
              { name: 'tomatoes', quantity: '1' },
            ],
          }),
        ),
      );
    const found = await vision().detectIngredients([photo, { ...photo, mimeType: 'image/png' }]);
    expect(found).toEqual([
      { name: 'tomatoes', quantity: '4', confidence: 0.92 },
      { name: 'Onion', quantity: '2', confidence: 0.85 },
      { name: 'coriander', quantity: null, confidence: null },
    ]);
    const [request] = received;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body).toMatchObject({ model: 'test-vision', response_format: { type: 'json_object' } });
    const user = (
      request!.body.messages as { role: string; content: { type: string; image_url?: { url: string } }[] }[]
    )[1]!;
    const images = user.content.filter((part) => part.type === 'image_url').map((part) => part.image_url!.url);
    expect(images).toEqual([
      `data:image/jpeg;base64,${photo.bytes.toString('base64')}`,
      `data:image/png;base64,${photo.bytes.toString('base64')}`,
    ]);
  });

  it('reads a fenced answer, and asks again without response_format when the server does not take it', async () => {
    handler = (body, _req, res) =>
      body.response_format
        ? json(res, 400, { error: { message: 'Unrecognized request argument supplied: response_format' } })
        : json(
            res,
            200,
            answer([
              {
                type: 'text',
                text: '```json\n{"ingredients":[{"name":"paneer","quantity":"200 g","confidence":0.7}]}\n```',
              },
            ]),
          );
    expect(await vision().detectIngredients([photo])).toEqual([{ name: 'paneer', quantity: '200 g', confidence: 0.7 }]);
    expect(received).toHaveLength(2);
  });

  it('turns malformed JSON into a readable error', async () => {
    handler = (_body, _req, res) => json(res, 200, answer('{"ingredients": [ {"name": "eggs", '));
    const error = await failure(vision().detectIngredients([photo]));
    expect(error.status).toBe(503);
    expect(error.message).toBe(
      'Photo analysis gave an answer we could not read. Please try again, or type what you have instead.',
    );
    expect(error.details).toEqual({ reason: 'malformed' });
  });

  it('refuses an answer of the wrong shape, and a body that is not a completion', async () => {
    handler = (_body, _req, res) =>
      json(res, 200, answer(JSON.stringify({ items: [{ food: 'eggs', confidence: 'high' }] })));
    expect((await failure(vision().detectIngredients([photo]))).details).toEqual({ reason: 'malformed' });
    handler = (_body, _req, res) =>
      json(res, 200, answer(JSON.stringify({ ingredients: [{ name: 'eggs', confidence: 7000 }] })));
    expect((await failure(vision().detectIngredients([photo]))).details).toEqual({ reason: 'malformed' });
    handler = (_body, _req, res) => json(res, 200, { choices: [] });
    expect((await failure(vision().detectIngredients([photo]))).details).toEqual({ reason: 'malformed' });
    handler = (_body, _req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>gateway</html>');
    };
    expect((await failure(vision().detectIngredients([photo]))).details).toEqual({ reason: 'malformed' });
  });

  it('says plainly when the provider is rate limited (429)', async () => {
    handler = (_body, _req, res) => json(res, 429, { error: { message: 'Rate limit reached', type: 'requests' } });
    const error = await failure(vision().detectIngredients([photo]));
    expect(error.status).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/busy right now/);
  });

  it('gives up at the time limit', async () => {
    handler = (_body, _req, res) => setTimeout(() => json(res, 200, answer('{"ingredients":[]}')), 1500);
    const started = Date.now();
    const error = await failure(vision(300).detectIngredients([photo]));
    expect(Date.now() - started).toBeLessThan(1400);
    expect(error.details).toEqual({ reason: 'timeout' });
    expect(error.message).toBe('Photo analysis took too long. Please try again, or type what you have instead.');
  });

  it('reports a refusal, whether in the refusal field, as a content filter, or in prose', async () => {
    handler = (_body, _req, res) => json(res, 200, answer(null, { refusal: 'I cannot help with that request.' }));
    expect((await failure(vision().detectIngredients([photo]))).details).toEqual({ reason: 'refused' });
    handler = (_body, _req, res) =>
      json(res, 200, { choices: [{ finish_reason: 'content_filter', message: { content: null } }] });
    expect((await failure(vision().detectIngredients([photo]))).details).toEqual({ reason: 'refused' });
    handler = (_body, _req, res) => json(res, 200, answer("I'm sorry, but I can't identify items in this image."));
    const error = await failure(vision().detectIngredients([photo]));
    expect(error.details).toEqual({ reason: 'refused' });
    expect(error.message).toMatch(/would not read these photos/);
  });

  it('reports server errors and unreachable providers without their bodies', async () => {
    handler = (_body, _req, res) => json(res, 500, { error: { message: 'internal secret stack' } });
    const error = await failure(vision().detectIngredients([photo]));
    expect(error.details).toEqual({ reason: 'http_error', status: 500 });
    expect(error.message).not.toMatch(/secret/);
    const nowhere = new OpenAiVision({ url: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 });
    expect((await failure(nowhere.detectIngredients([photo]))).details).toEqual({ reason: 'unreachable' });
  });

  it('is not created without a provider, and takes a full chat-completions URL as it is', async () => {
    expect(createVision({ VISION_TIMEOUT_SECONDS: 45 })).toBeNull();
    handler = (_body, _req, res) => json(res, 200, answer('{"ingredients":[]}'));
    const full = createVision({
      VISION_API_URL: `${base}/chat/completions`,
      VISION_MODEL: 'm',
      VISION_TIMEOUT_SECONDS: 45,
    });
    expect(await full!.detectIngredients([photo])).toEqual([]);
    expect(received[0]!.url).toBe('/v1/chat/completions');
    expect(received[0]!.headers.authorization).toBeUndefined();
  });
});

describe('vision configuration', () => {
  it('needs the model with the URL, and the URL with a model or key', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ VISION_API_URL: 'https://api.openai.com/v1' })).toThrow(
      /VISION_MODEL: required when VISION_API_URL is set/,
    );
    expect(() => loadConfig({ VISION_API_KEY: 'sk-x' })).toThrow(/VISION_API_URL: required/);
    expect(loadConfig({ VISION_API_URL: 'https://api.openai.com/v1', VISION_MODEL: 'gpt-4o-mini' })).toMatchObject({
      VISION_TIMEOUT_SECONDS: 45,
    });
  });
});
