// `npm start`: build the bundle, then serve the demo drone store (PORT / HOST override 127.0.0.1:8080).
// `npm run dev` (--watch): rebuild the bundle on change and restart the server on change.
import { spawn } from 'node:child_process';

const watch = process.argv.includes('--watch');

function run(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', shell: false, ...options });
}

function runToEnd(command, args) {
  return new Promise((resolve, reject) => {
    run(command, args).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

if (watch) {
  run(bin('vite'), ['build', '--watch']);
  run(bin('tsx'), ['watch', 'server/main.ts']);
} else {
  await runToEnd(bin('vite'), ['build', '--logLevel', 'warn']);
  const server = run(bin('tsx'), ['server/main.ts']);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}
