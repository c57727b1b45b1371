/**
 * `node --import tsx bench/generator-cost.ts`: what a request costs the load generator itself, CPU time
 * (little moved by other work on the machine), saturated, autocannon against the worker threads
 * (support/closed.ts), on a local server answering a fixed body: 1.5 KB of text, and 50 KB of binary as
 * the compressed heat map. Where the generator costs as much as the server, a throughput is the
 * generator's (bench/results/half-load-tails.md).
 */
import { spawn } from 'node:child_process';
import { runLoad } from './support/load.ts';

const SERVER = `
const http = require('node:http');
const crypto = require('node:crypto');
const small = Buffer.alloc(1500, 97);
const big = crypto.randomBytes(50000);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' });
  res.end(req.url.startsWith('/big') ? big : small);
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => process.send(server.address().port));`;

const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
try {
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(m as number)));
  for (const [path, what] of [
    ['/small', '1.5 KB text'],
    ['/big', '50 KB binary'],
  ]) {
    for (const generator of ['autocannon', 'threads']) {
      process.env.BENCH_GENERATOR = generator;
      let before = process.cpuUsage();
      const result = await runLoad({
        url: `http://127.0.0.1:${port}${path}`,
        seconds: 5,
        warmupSeconds: 1,
        onMeasureStart: async () => {
          before = process.cpuUsage();
        },
      });
      const cpu = process.cpuUsage(before);
      const us = Math.round((cpu.user + cpu.system) / result.requests);
      console.log(`${what}, ${generator}: ${Math.round(result.requestsPerSecond)} requests/s, the generator ${us} µs a request`);
    }
  }
} finally {
  child.kill();
}
