import { execFile, spawn } from 'node:child_process';

const STDERR_TAIL_BYTES = 4096;
const STDOUT_MAX_BYTES = 4 * 1024 * 1024;

/** Why a program run failed: it could not start, ran out of time, or exited with an error. */
export type ProgramFailure = 'spawn' | 'timeout' | 'exit' | 'aborted';

const FAILURE_TEXT: Record<ProgramFailure, string> = {
  spawn: 'could not start',
  timeout: 'timed out',
  exit: 'failed',
  aborted: 'stopped',
};

export class ProgramError extends Error {
  constructor(
    readonly program: string,
    readonly failure: ProgramFailure,
    /** The end of what the program wrote to stderr: enough to see why, never the whole log. */
    readonly stderrTail: string,
  ) {
    super(`${program}: ${FAILURE_TEXT[failure]}`);
  }
}

export interface RunOptions {
  cwd?: string;
  timeoutMs: number;
  /** Stops the program (SIGKILL) when aborted, e.g. at shutdown. */
  signal?: AbortSignal;
}

/** What setpriv answers when it cannot start the program it was given (not found, not executable). */
const SETPRIV_EXEC_FAILED = new Set([126, 127]);
let setpriv: Promise<boolean> | null = null;

/**
 * Whether programs die with this server. util-linux's `setpriv --pdeathsig KILL` (Linux) starts a
 * program with a parent-death signal, so the kernel kills it when the server process ends, even
 * by SIGKILL, which leaves no chance to clean up. Without it a killed server's ffmpeg would run on.
 */
export function programsDieWithServer(): Promise<boolean> {
  setpriv ??= new Promise((resolve) => {
    execFile('setpriv', ['--help'], { timeout: 5000 }, (error, stdout) => {
      resolve(!error && stdout.includes('--pdeathsig'));
    });
  });
  return setpriv;
}

/** The command that starts `program` so it dies with this server (setpriv), where the system allows. */
export async function programCommand(
  program: string,
  args: string[],
): Promise<{ command: string; args: string[]; wrapped: boolean }> {
  const wrapped = await programsDieWithServer();
  return wrapped
    ? { command: 'setpriv', args: ['--pdeathsig', 'KILL', '--', program, ...args], wrapped }
    : { command: program, args, wrapped };
}

/**
 * Runs a program with an argument list (never through a shell) and answers its stdout. The
 * program dies with the server where the system allows (see programsDieWithServer). Rejects with
 * a ProgramError when it cannot start, exits with an error, or runs past the timeout (it is then
 * killed).
 */
export async function runProgram(program: string, args: string[], options: RunOptions): Promise<string> {
  const { command, args: commandArgs, wrapped } = await programCommand(program, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = Buffer.alloc(0);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    const abort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', abort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes <= STDOUT_MAX_BYTES) stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = Buffer.concat([stderr, chunk]);
      if (stderr.length > STDERR_TAIL_BYTES) stderr = stderr.subarray(stderr.length - STDERR_TAIL_BYTES);
    });
    child.once('error', () => {
      clearTimeout(timer);
      reject(new ProgramError(program, 'spawn', ''));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
      const tail = stderr.toString('utf8').trim();
      if (options.signal?.aborted) reject(new ProgramError(program, 'aborted', tail));
      else if (timedOut) reject(new ProgramError(program, 'timeout', tail));
      else if (wrapped && code !== null && SETPRIV_EXEC_FAILED.has(code))
        reject(new ProgramError(program, 'spawn', tail));
      else if (code !== 0) reject(new ProgramError(program, 'exit', tail));
      else resolve(Buffer.concat(stdout).toString('utf8'));
    });
  });
}
