import { createServer } from 'node:http';

/**
 * A stand-in for an OpenAI-compatible vision provider, on 127.0.0.1 only, for the photo journeys.
 * It checks the request has the shape the adapter must send (a model, and each photo as a JPEG data
 * URL) and answers with the ingredients of the test's pantry; a malformed request gets a 400, as a
 * real provider would.
 */
const port = Number(process.env.FAKE_VISION_PORT);

interface Part {
  type: string;
  image_url?: { url: string };
}
interface ChatRequest {
  model?: string;
  messages?: { role: string; content: string | Part[] }[];
}

const PANTRY = [
  { name: 'potatoes', quantity: '1 kg', confidence: 0.94 },
  { name: 'tomatoes', quantity: '4', confidence: 0.9 },
  { name: 'cauliflower', quantity: '1 head', confidence: 0.72 },
];

createServer((req, res) => {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET' && req.url === '/health') return send(200, { ok: true });
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
    return send(404, { error: { message: 'not found' } });
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    let body: ChatRequest;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
    } catch {
      return send(400, { error: { message: 'body is not JSON' } });
    }
    const parts = body.messages?.flatMap((m) => (Array.isArray(m.content) ? m.content : [])) ?? [];
    const images = parts.filter((p) => p.type === 'image_url').map((p) => p.image_url?.url ?? '');
    if (
      !body.model ||
      !images.length ||
      !images.every((url) => /^data:image\/(jpeg|webp|png);base64,[A-Za-z0-9+/]+=*$/.test(url))
    ) {
      return send(400, { error: { message: 'expected a model and images as data URLs' } });
    }
    send(200, {
      id: 'chatcmpl-e2e',
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: { role: 'assistant', content: JSON.stringify({ ingredients: PANTRY }) },
        },
      ],
    });
  });
}).listen(port, '127.0.0.1');
