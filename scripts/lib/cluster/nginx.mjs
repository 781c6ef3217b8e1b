// The reverse proxy of a loopback cluster (docs/adr/0098): Debian's nginx in the foreground as our child, with its
// prefix, configuration, logs and temporary files in a throwaway directory. One address for the portal, the API and
// MQTT over WebSocket; round robin over the instances, except the 'All rows' export calls, which follow the session
// to the instance holding the job.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX } from '../system-deps.mjs';

/**
 * The configuration for `listen` (host:port) and the instances (`{ host, port, down }`; a `down` one gets no new
 * requests). Written for a loopback cluster, and the template of a real one (README 'Several servers').
 */
export function nginxConf({ listen, instances, dir }) {
  const servers = (extra) =>
    instances.map((i) => `    server ${i.host ?? '127.0.0.1'}:${i.port}${i.down ? ' down' : ` max_fails=1 fail_timeout=5s${extra}`};`).join('\n');
  return `# Written by scripts/lib/cluster/nginx.mjs: the loopback cluster of \`npm run cluster\` and the cluster suite.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
# A reload or stop waits this long for the old workers' open WebSockets (MQTT) before closing them.
worker_shutdown_timeout 10s;
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  # The server refuses bodies over 2 MB itself, with its own message; nginx must not answer first.
  client_max_body_size 4m;
  server_tokens off;

  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  # The session a request belongs to: its bearer token, else the portal's 'token' cookie.
  map $http_authorization $busdesk_session { "~^Bearer\\s+(?<t>\\S+)$" $t; default $cookie_token; }

  # No upstream keepalive: each proxied request has its own connection to an instance, so an instance that stops
  # accepting (drain, crash) can never receive a request on a connection it is closing.
  upstream busdesk {
${servers('')}
  }
  # 'All rows' exports live in the memory of the instance that runs them (docs/adr/0074): the same session always
  # reaches the same instance for them.
  upstream busdesk_by_session {
    hash $busdesk_session consistent;
${servers('')}
  }

  server {
    listen ${listen};
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    # Overwritten, never appended: the instances trust this header (TRUST_PROXY) and key the login throttle on it.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header Connection "";
    proxy_connect_timeout 2s;
    proxy_read_timeout 120s;
    proxy_buffering off;
    # A refused connection (an instance stopped or killed) goes to the next instance, for every method, since the
    # request was not sent; a 503 of a closing instance too, for idempotent methods. Never a POST already sent.
    proxy_next_upstream error timeout http_503;
    proxy_next_upstream_tries 3;

    location = /mqtt {
      proxy_pass http://busdesk;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
    location /api/partner/report/export {
      proxy_pass http://busdesk_by_session;
    }
    location / {
      proxy_pass http://busdesk;
    }
  }
}
`;
}

/** Process ids whose parent is `ppid` (nginx's workers), from /proc. */
function childrenOf(ppid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) is in parentheses and may contain spaces: fields after its ')' are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === ppid) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/**
 * Starts nginx on `listen` (e.g. 127.0.0.1:8080) in front of `instances`. Returns { url, setInstances(list),
 * stop() }: setInstances rewrites the configuration and reloads it, resolving once the new workers have taken over
 * new connections (the old ones finish what they carry and exit).
 */
export async function startNginx({ listen, instances, dir, log = () => {} }) {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  // The workers may run as another user (nginx drops root): they write request bodies under tmp/.
  chmodSync(dir, 0o755);
  chmodSync(join(dir, 'tmp'), 0o777);
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, nginxConf({ listen, instances, dir }));
  const child = spawn(NGINX, ['-p', dir, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Ready once the master has a worker (it has bound the port by then).
  for (let i = 0; childrenOf(child.pid).length === 0; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${err}`);
    if (i > 300) throw new Error(`nginx did not start: ${err}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  log(`nginx on ${listen} → ${instances.map((i) => i.port).join(', ')}`);
  return {
    url: `http://${listen}`,
    pid: child.pid,
    async setInstances(list) {
      const before = new Set(childrenOf(child.pid));
      writeFileSync(confFile, nginxConf({ listen, instances: list, dir }));
      process.kill(child.pid, 'SIGHUP');
      // Taken over: a new worker runs, and every old one has exited or closed its listening socket (nginx retitles
      // it 'worker process is shutting down' then; it still finishes the requests and WebSockets it carries).
      const oldAccepting = () =>
        [...before].some((pid) => {
          try {
            const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
            // Empty: exited, not reaped yet.
            return title !== '' && !title.includes('shutting down');
          } catch {
            return false;
          }
        });
      for (let i = 0; !childrenOf(child.pid).some((pid) => !before.has(pid)) || oldAccepting(); i++) {
        if (i > 1000) throw new Error(`nginx did not reload: ${err}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // QUIT: graceful (open WebSockets end when their instance closes them, or at the timeout below).
        child.kill('SIGQUIT');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
