import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// deploy/nginx/centre.conf run as it is, with the test's ports in place of its own (8080 for the proxy, 3001 and
// 3002 for the instances), inside a main configuration of its own in a scratch folder (no /etc/nginx, no daemon).

export const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
export const DEPLOY_CONFIG = 'deploy/nginx/centre.conf';

export const findNginx = () => NGINX_CANDIDATES.find((path) => existsSync(path));

export type Proxy = { url: string; stop: () => Promise<void>; log: () => string };

const replaceOnce = (text: string, from: string, to: string) => {
  if (text.split(from).length !== 2) throw new Error(`${DEPLOY_CONFIG}: expected exactly one "${from}"`);
  return text.replace(from, to);
};

export const siteConfig = (proxyPort: number, [first, second]: [number, number]) => {
  let site = readFileSync(DEPLOY_CONFIG, 'utf8');
  site = replaceOnce(site, 'listen 8080;', `listen 127.0.0.1:${proxyPort};`);
  site = replaceOnce(site, 'server 127.0.0.1:3001 ', `server 127.0.0.1:${first} `);
  return replaceOnce(site, 'server 127.0.0.1:3002 ', `server 127.0.0.1:${second} `);
};

const mainConfig = (folder: string) => `
worker_processes 1;
error_log ${folder}/error.log warn;
pid ${folder}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include ${folder}/centre.conf;
}
`;

export const startNginx = async (binary: string, proxyPort: number, instancePorts: [number, number]): Promise<Proxy> => {
  const folder = mkdtempSync(join(tmpdir(), 'cluster-nginx-'));
  chmodSync(folder, 0o755); // nginx's workers run as its own user when started by root
  writeFileSync(join(folder, 'centre.conf'), siteConfig(proxyPort, instancePorts));
  writeFileSync(join(folder, 'nginx.conf'), mainConfig(folder));
  const args = ['-p', folder, '-c', join(folder, 'nginx.conf')];
  const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${proxyPort}`;
  const log = () => {
    const file = join(folder, 'error.log');
    return stderr + (existsSync(file) ? readFileSync(file, 'utf8') : '');
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    const answered = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (answered) return { url, stop, log };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not listen on ${proxyPort}:\n${log()}`);
};
