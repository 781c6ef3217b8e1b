// Step runner of the test command: runs named steps in order, times each, stops at the first failure
// (a later step usually depends on an earlier one, and a fast red is worth more than a long one),
// and prints a summary a person can read at a glance in a CI log.
import { spawn } from 'node:child_process';

const fmt = (ms) => (ms < 1000 ? `${ms} ms` : ms < 120_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`);

export class StepFailure extends Error {}

/**
 * Runs a program with no stdin (CI has none, and nothing here may wait for a person) and the
 * parent's stdout/stderr. Resolves on exit 0, rejects with a clear message otherwise.
 */
export function run(cmd, args, { cwd, env, timeoutMs = 30 * 60_000, label } = {}) {
  const what = label ?? [cmd, ...args].join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'inherit', 'inherit'] });
    activeChildren.add(child);
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      reject(new StepFailure(`${what}: no result after ${fmt(timeoutMs)}, stopped`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      activeChildren.delete(child);
      reject(new StepFailure(`${what}: could not start (${err.message})`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      activeChildren.delete(child);
      if (code === 0) resolve();
      else reject(new StepFailure(`${what}: exited with ${signal ? `signal ${signal}` : `code ${code}`}`));
    });
  });
}

/** Children still running, so an interrupted test command does not leave them behind. */
export const activeChildren = new Set();

/**
 * @param {{ name: string, title: string, run: () => Promise<void | string> }[]} steps
 * @param {{ skip: Set<string> }} options
 * @returns {Promise<{ name: string, status: 'passed' | 'failed' | 'skipped' | 'not run', ms: number, note?: string }[]>}
 */
export async function runSteps(steps, { skip }) {
  const results = [];
  let failed = false;
  for (const [i, step] of steps.entries()) {
    const tag = `[${i + 1}/${steps.length}] ${step.name}`;
    if (failed) {
      results.push({ name: step.name, status: 'not run', ms: 0 });
      continue;
    }
    if (skip.has(step.name)) {
      console.log(`\n■ ${tag} — skipped (BUSDESK_TEST_SKIP)`);
      results.push({ name: step.name, status: 'skipped', ms: 0 });
      continue;
    }
    console.log(`\n▶ ${tag} — ${step.title}`);
    const started = Date.now();
    try {
      const note = await step.run();
      const ms = Date.now() - started;
      console.log(`✔ ${tag} passed in ${fmt(ms)}${note ? ` (${note})` : ''}`);
      results.push({ name: step.name, status: 'passed', ms, note: note || undefined });
    } catch (err) {
      const ms = Date.now() - started;
      const message = err instanceof Error ? err.message : String(err);
      console.error(`✘ ${tag} FAILED after ${fmt(ms)}: ${message}`);
      if (!(err instanceof StepFailure) && err instanceof Error && err.stack) console.error(err.stack);
      results.push({ name: step.name, status: 'failed', ms, note: message });
      failed = true;
    }
  }
  return results;
}

export function printSummary(results, totalMs) {
  const width = Math.max(...results.map((r) => r.name.length), 4);
  console.log('\nSummary');
  console.log(`  ${'step'.padEnd(width)}  ${'result'.padEnd(7)}  ${'time'.padStart(12)}  note`);
  for (const r of results) {
    console.log(`  ${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${(r.status === 'passed' || r.status === 'failed' ? fmt(r.ms) : '-').padStart(12)}  ${r.note ?? ''}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${''.padEnd(7)}  ${fmt(totalMs).padStart(12)}`);
  const passed = results.filter((r) => r.status === 'passed').length;
  const failed = results.filter((r) => r.status === 'failed').length;
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed;
}
