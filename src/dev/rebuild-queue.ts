/** Options of a rebuild queue. */
export interface RebuildQueueOptions<T> {
  /**
   * Quiet time after the last change before a rebuild starts, in ms; a storm waits 10 ms longer per waiting change
   * (at most 400 ms more), since its events trickle in slowly on a busy machine. Default: 10.
   */
  debounceMs?: number;
  /** The quiet time a change asks for at least (a new folder announces more files to come). Default: none. */
  settleMs?: (change: T) => number;
  /** Runs one rebuild with the changes collected since the previous one started. */
  run: (changes: T[]) => Promise<void>;
  /** Called when `run` throws (it should not: rebuild errors are results, not exceptions). */
  onError?: (error: unknown) => void;
}

/**
 * A debounced single-flight queue: changes are collected until things are quiet, then one rebuild runs; changes
 * that arrive while it runs are collected for one more rebuild right after it. Never two at once, never a change
 * left without a rebuild that started after it.
 */
export class RebuildQueue<T> {
  private pending: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private closed = false;
  private readonly debounceMs: number;
  // The longest quiet time a waiting change asked for.
  private settle = 0;
  private idleWaiters: (() => void)[] = [];

  /** Creates an idle queue. */
  constructor(private readonly options: RebuildQueueOptions<T>) {
    this.debounceMs = options.debounceMs ?? 10;
  }

  /** Records a change and (re)starts the quiet-time timer. */
  push(change: T): void {
    if (this.closed) return;
    this.pending.push(change);
    this.settle = Math.max(this.settle, this.options.settleMs?.(change) ?? 0);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.drain();
      },
      // A storm (a branch switch) waits longer the more changes it brings, so it ends in one rebuild; a single save
      // waits only the debounce.
      Math.max(this.settle, this.debounceMs + Math.min((this.pending.length - 1) * 10, 400)),
    );
  }

  /** True while a rebuild runs or changes wait for one. */
  get busy(): boolean {
    return this.running !== undefined || this.timer !== undefined || this.pending.length > 0;
  }

  /** Resolves when no rebuild runs and none is waiting. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops waiting changes and waits for a running rebuild to end. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = [];
    await this.running;
    this.notifyIdle();
  }

  private async drain(): Promise<void> {
    // A rebuild in flight picks the new changes up when it ends (see the loop below).
    if (this.running) return;
    const loop = async (): Promise<void> => {
      while (this.pending.length > 0 && !this.closed) {
        const changes = this.pending;
        this.pending = [];
        this.settle = 0;
        try {
          await this.options.run(changes);
        } catch (error) {
          this.options.onError?.(error);
        }
        // Changes that came in during the run wait for their own quiet time before the next rebuild.
        if (this.timer) return;
      }
    };
    this.running = loop().finally(() => {
      this.running = undefined;
      if (this.pending.length > 0 && !this.timer && !this.closed) void this.drain();
      else this.notifyIdle();
    });
    await this.running;
  }

  private notifyIdle(): void {
    if (this.busy) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
