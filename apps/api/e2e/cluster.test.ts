import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

const harness = fileURLToPath(new URL('../cluster/cluster.mjs', import.meta.url));

describe('issue 30: the cluster harness, 60 seconds (pnpm test:cluster runs 180)', () => {
  it('nginx and three API processes under load lose and double nothing through a SIGKILL and a rolling restart', async () => {
    const child = spawn(process.execPath, [harness, '--duration', '60'], {
      env: {
        ...process.env,
        ...(process.env.TEST_DATABASE_URL
          ? { CLUSTER_DATABASE_URL: process.env.TEST_DATABASE_URL }
          : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The harness stops its own nginx and API processes when it ends; if this test runs out of
    // time first, SIGTERM lets it do so.
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGTERM');
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    process.stdout.write(output);
    expect(output).toContain('lost                orders 0, bins 0');
    expect(output).toContain('double-counted      orders 0, bins 0');
    expect(output).toContain('PASSED');
    expect(code).toBe(0);
  }, 480_000);
});
