import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

/** Debian's nginx, or another installed one; undefined when there is none. */
export const NGINX = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/opt/homebrew/bin/nginx',
  '/usr/local/bin/nginx',
].find(existsSync)

/**
 * The directives that keep a throw-away nginx inside `dir` (run in the foreground, its pid, its
 * logs and temporary bodies there): `main` for the top of nginx.conf, `http` inside `http {}`.
 * The worker may run as `nobody`: `dir` must be world-traversable.
 */
export function ownPrefix(dir: string): { main: string; http: string } {
  const temp = (name: string) => path.join(dir, name)
  return {
    main: `daemon off;\npid ${temp('nginx.pid')};\nerror_log ${temp('error.log')} warn;`,
    http: ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${temp(kind)};`)
      .join('\n'),
  }
}

/** nginx's arguments for the configuration `conf` of the prefix `dir` (-e: no system log). */
export function nginxArgs(dir: string, conf: string): string[] {
  if (!NGINX) throw new Error('nginx est introuvable (apt-get install nginx-light)')
  return ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')]
}

/** Starts nginx in the foreground on `conf`; its stop waits for the master to exit. */
export function spawnNginx(
  dir: string,
  conf: string,
): { child: ChildProcess; stop: () => Promise<void> } {
  const child = spawn(NGINX ?? 'nginx', nginxArgs(dir, conf), { stdio: 'inherit' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    child,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}
