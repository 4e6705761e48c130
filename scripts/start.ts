// `npm start`: build the web app when its sources changed, then migrate, seed and serve (server/main.ts).
import { ensureWebBuilt } from './build-web';

await ensureWebBuilt();
await import('../server/main');
