#!/usr/bin/env node
// SPDX-License-Identifier: MIT
// A static server for the page: node examples/web/serve.mjs [port] [builddir], then
// open http://localhost:8000/examples/web/.  Files are looked up in the build tree
// first (bindings/js/dist of make wasm), then in the source tree.  Loopback only.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.sgf': 'text/plain' };

export function serve(port = 8000, roots = []) {
  const server = createServer(async (req, res) => {
    let rel;
    try {
      rel = path.normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    } catch (e) {   // a malformed escape: answered, not thrown out of the server
      res.writeHead(400);
      res.end('bad request');
      return;
    }
    for (const root of roots) {
      let file = path.join(root, rel);
      if (!file.startsWith(root)) break;
      if (file.endsWith(path.sep)) file = path.join(file, 'index.html');
      try {
        const body = await readFile(file);
        res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
        res.end(body);
        return;
      } catch (e) { /* the next root */ }
    }
    res.writeHead(404);
    res.end('not found');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const top = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const port = Number(process.argv[2] || 8000);
  const roots = [...new Set([path.resolve(process.argv[3] || top), top])];
  await serve(port, roots);
  console.log(`http://127.0.0.1:${port}/examples/web/`);
}
