/**
 * A caller of the listening app on its own thread, as a browser is its own process: the server's
 * event loop then spends nothing on receiving the answer, and a benchmark times what the server
 * does. An answer resolves with its status, size, first 200 bytes and time once its last byte arrived.
 *
 *   const caller = httpCaller(port);
 *   const { status, bytes, head } = await caller.post('/api/work/queryTaskByWorkId', { workId }, token);
 *   await caller.close();
 */
import { Worker } from 'node:worker_threads';

export interface Answered {
  status: number;
  bytes: number;
  /** the answer's first 200 bytes */
  head: string;
  /** from the request's first byte sent to the answer's last received, timed on the caller's thread */
  ms: number;
}

// The thread's code as plain JavaScript: a worker does not get the `--import tsx` loader.
const CALLER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
parentPort.on('message', ({ id, path, body, token }) => {
  const fail = (error) => parentPort.postMessage({ id, error: String(error) });
  const sent = performance.now();
  const request = http.request({
    host: '127.0.0.1', port: workerData.port, agent, method: 'POST', path,
    headers: { 'content-type': 'application/json', 'admin-token': token, 'content-length': Buffer.byteLength(body) },
  }, (response) => {
    let bytes = 0;
    let head = Buffer.alloc(0);
    response.on('data', (chunk) => {
      if (head.length < 200) head = Buffer.concat([head, chunk.subarray(0, 200 - head.length)]);
      bytes += chunk.length;
    });
    response.on('error', fail);
    response.on('end', () => parentPort.postMessage({ id, answer: { status: response.statusCode, bytes, head: head.toString(), ms: performance.now() - sent } }));
  });
  request.on('error', fail);
  request.end(body);
});`;

export function httpCaller(port: number) {
  const worker = new Worker(CALLER, { eval: true, workerData: { port } });
  const waiting = new Map<number, { resolve(answer: Answered): void; reject(error: Error): void }>();
  let next = 0;
  worker.on('message', ({ id, answer, error }: { id: number; answer?: Answered; error?: string }) => {
    const call = waiting.get(id)!;
    waiting.delete(id);
    if (answer) call.resolve(answer);
    else call.reject(new Error(error));
  });
  const post = (path: string, body: object, token: string) => new Promise<Answered>((resolve, reject) => {
    const id = next++;
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, path, body: JSON.stringify(body), token });
  });
  return { post, close: () => worker.terminate() };
}
