// The workers are handed markdown chunks only as far as the pacer lets them: never more bodies than the furthest one a
// page asked for plus the window, and every chunk once something waits for them all. Results keep their chunk's place.
import { describe, expect, it } from 'vitest';
import { BodyPacer } from '../../../src/model/body-pacer.ts';
import { pacedSpread } from '../../../src/parallel/markdown.ts';
import type { WorkerTasks } from '../../../src/parallel/worker-tasks.ts';

type Chunk = WorkerTasks['markdown']['input'];

/** A pool that records the chunks handed out and answers each with its number. */
function recordingPool() {
  const handed: number[] = [];
  const pool = {
    spread: (_task: string, inputs: Chunk[]) =>
      inputs.map((input) => {
        handed.push(input.build);
        return Promise.resolve([{ number: input.build }]);
      }),
  };
  return { handed, pool: pool as never };
}

const chunks = (count: number): Chunk[] =>
  Array.from({ length: count }, (_, i) => ({ build: i, jobs: [] }) as unknown as Chunk);

describe('pacedSpread', () => {
  it('hands out chunks only up to the window beyond the bodies asked for, in order', async () => {
    const { handed, pool } = recordingPool();
    // 32 bodies ahead: two chunks of 16.
    const pacer = new BodyPacer(32);
    const results = pacedSpread(pool, chunks(100), pacer);
    expect(handed).toEqual([0, 1]);
    pacer.want(20);
    // 20 + 32 bodies: four chunks.
    expect(handed).toEqual([0, 1, 2, 3]);
    // Asking for fewer than before hands out nothing more.
    pacer.want(5);
    expect(handed).toHaveLength(4);
    pacer.want(100);
    expect(handed).toHaveLength(9);
    pacer.all();
    expect(handed).toEqual(Array.from({ length: 100 }, (_, i) => i));
    const answers = await Promise.all(results);
    expect(answers.map((list) => (list[0] as unknown as { number: number }).number)).toEqual(
      Array.from({ length: 100 }, (_, i) => i),
    );
  });

  it('hands out nothing twice however often the pacer moves', () => {
    const { handed, pool } = recordingPool();
    const pacer = new BodyPacer(16);
    pacedSpread(pool, chunks(10), pacer);
    for (let wanted = 0; wanted <= 200; wanted += 3) pacer.want(wanted);
    expect(handed).toEqual(Array.from({ length: 10 }, (_, i) => i));
  });
});
