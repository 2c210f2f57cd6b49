/**
 * Runs `round` every `pollMs`, at once when woken, and straight again while a round says there is more.
 * Rounds never overlap; a failing round is reported and the loop goes on.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private again = false;
  private running = false;

  constructor(
    private readonly round: () => Promise<boolean>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  start() {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  async stop() {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
  }

  wake() {
    if (this.running) this.schedule(0);
  }

  private schedule(delayMs: number) {
    if (this.current) {
      if (delayMs === 0) this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delayMs);
    // Never the reason a process stays alive.
    this.timer.unref();
  }

  private async run() {
    this.timer = null;
    this.current = this.round().then(
      (more) => {
        this.again ||= more;
      },
      (error: unknown) => this.onError(error),
    );
    await this.current;
    this.current = null;
    if (!this.running) return;
    const again = this.again;
    this.again = false;
    this.schedule(again ? 0 : this.pollMs);
  }
}
