// Runs npm scripts side by side and fails when any fails: `npm test` runs lint and typecheck this way (each is
// one process on one core, so on CI's two cores together they take the longer one's time, not the sum).
// Each script's output is printed whole when it ends, so the two do not interleave.
// Usage: tsx scripts/parallel.ts lint typecheck
import { spawn } from 'node:child_process';

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const status = code === 0 ? 'passed' : `failed (exit ${code})`;
      process.stdout.write(`\n> ${script}: ${status}\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const scripts = process.argv.slice(2);
const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
